import { Loader, TextInput } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UsernameAvailability } from '../../users/index.ts';

interface UsernameFieldProps {
  value: string;
  onChange: (value: string) => void;
  availability: UsernameAvailability;
  /** The server's message for this field after a failed registration. */
  serverError?: string;
}

/** The username with its SPEC §5 help text and the live availability verdict. */
export function UsernameField({ value, onChange, availability, serverError }: UsernameFieldProps) {
  const { t } = useTranslation();
  const unavailable = availability === 'unavailable';

  return (
    <TextInput
      label={t('auth.register.username')}
      description={t('validation.usernameHelp')}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={unavailable ? t('validation.usernameUnavailable') : serverError}
      rightSection={
        availability === 'checking' ? (
          <Loader size="xs" aria-label={t('auth.register.checkingUsername')} />
        ) : availability === 'available' ? (
          <IconCheck
            size={18}
            color="var(--mantine-color-green-6)"
            aria-label={t('auth.register.usernameAvailable')}
          />
        ) : null
      }
    />
  );
}
