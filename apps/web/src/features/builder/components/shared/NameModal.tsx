import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface NameModalProps {
  opened: boolean;
  title: string;
  label: string;
  initialValue?: string;
  submitLabel: string;
  loading?: boolean;
  onClose: () => void;
  onSubmit: (name: string) => void;
}

/** Asks for one name (a new topic, a renamed file, ...); an empty name is refused. */
export function NameModal({
  opened,
  title,
  label,
  initialValue = '',
  submitLabel,
  loading,
  onClose,
  onSubmit,
}: NameModalProps) {
  const { t } = useTranslation('builder');
  const [name, setName] = useState(initialValue);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (opened) {
      setName(initialValue);
      setError(null);
    }
  }, [opened, initialValue]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(t('validation.nameRequired'));
      return;
    }
    onSubmit(name.trim());
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={label}
            required
            data-autofocus
            value={name}
            error={error}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={loading}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
