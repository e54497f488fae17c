import { ActionIcon, Button, Group, Modal, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmButtonProps {
  /** The button's label (also the accessible name of an icon button). */
  label: string;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  /** Shows a small icon button instead of a text button. */
  icon?: ReactNode;
  color?: string;
  disabled?: boolean;
  loading?: boolean;
}

/** A button that asks before doing something that cannot be undone. */
export function ConfirmButton(props: ConfirmButtonProps) {
  const { t } = useTranslation('builder');
  const [opened, dialog] = useDisclosure(false);
  const { label, icon, color = 'red', disabled, loading } = props;
  const trigger = icon ? (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={dialog.open} disabled={disabled}>
        {icon}
      </ActionIcon>
    </Tooltip>
  ) : (
    <Button variant="light" color={color} onClick={dialog.open} disabled={disabled} loading={loading}>
      {label}
    </Button>
  );
  return (
    <>
      {trigger}
      <Modal opened={opened} onClose={dialog.close} title={props.title}>
        <Text mb="md">{props.message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={dialog.close}>
            {t('common.cancel')}
          </Button>
          <Button
            color={color}
            onClick={() => {
              dialog.close();
              props.onConfirm();
            }}
          >
            {props.confirmLabel}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
