import { LIMITS } from '@lp/shared/constants';
import { Button, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface GuestNameFormProps {
  onSubmit: (name: string) => void;
  submitting: boolean;
}

/** The guest's name: at least 3 characters (SPEC §5). */
export function GuestNameForm({ onSubmit, submitting }: GuestNameFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const valid = name.trim().length >= LIMITS.guestNameMinLength;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (valid) onSubmit(name.trim());
  };

  return (
    <form onSubmit={handleSubmit}>
      <Stack gap="md">
        <TextInput
          label={t('auth.guest.name')}
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={touched && name !== '' && !valid ? t('validation.guestNameShort') : null}
        />
        <Button type="submit" loading={submitting} disabled={!valid} fullWidth>
          {t('auth.guest.submit')}
        </Button>
      </Stack>
    </form>
  );
}
