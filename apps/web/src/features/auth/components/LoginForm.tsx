import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert.tsx';
import type { SignInInput } from '../api/sign-in.ts';

interface LoginFormProps {
  onSubmit: (input: SignInInput) => void;
  submitting: boolean;
  /** The server's message after a failed sign-in. */
  error: string | null;
  /** True until a required terms checkbox is ticked. */
  disabled?: boolean;
}

/** Username and password sign-in (the one method on in SPEC §2's settings). */
export function LoginForm({ onSubmit, submitting, error, disabled = false }: LoginFormProps) {
  const { t } = useTranslation();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onSubmit({
      username: String(form.get('username') ?? '').trim(),
      password: String(form.get('password') ?? ''),
    });
  };

  return (
    <form onSubmit={handleSubmit}>
      <Stack gap="md">
        {error && <FormAlert message={error} />}
        <TextInput
          name="username"
          label={t('auth.login.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          withAsterisk={false}
        />
        <PasswordInput
          name="password"
          label={t('auth.login.password')}
          autoComplete="current-password"
          visibilityToggleButtonProps={{ 'aria-label': t('auth.login.togglePasswordVisibility') }}
          required
          withAsterisk={false}
        />
        <Button type="submit" loading={submitting} disabled={disabled} fullWidth>
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
