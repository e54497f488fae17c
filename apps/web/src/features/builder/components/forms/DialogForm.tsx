import { Button, Group, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DialogFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  submitLabel: string;
  loading?: boolean;
  /** Only a close button: the reader may look, not change. */
  readOnly?: boolean;
  children: ReactNode;
}

/**
 * The form inside a dialog (a name, a banner, a deck's settings) with its cancel and submit buttons.
 * Mantine unmounts a closed dialog's content, so a form made inside starts afresh at each opening.
 */
export function DialogForm({ onSubmit, onClose, submitLabel, loading, readOnly, children }: DialogFormProps) {
  const { t } = useTranslation('builder');
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {readOnly ? t('common.close') : t('common.cancel')}
          </Button>
          {!readOnly && (
            <Button type="submit" loading={loading}>
              {submitLabel}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
