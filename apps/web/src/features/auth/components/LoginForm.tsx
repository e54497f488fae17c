import { type SignInFormValues, signInFormErrors } from '@lp/shared/sign-in';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
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
  const form = useForm<SignInFormValues>({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '' },
    validate: signInFormErrors,
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        onSubmit({ username: values.username.trim(), password: values.password }),
      )}
    >
      <Stack gap="md">
        {error && <FormAlert message={error} />}
        <TextInput
          {...form.getInputProps('username')}
          key={form.key('username')}
          error={form.errors.username ? t('auth.login.usernameRequired') : undefined}
          label={t('auth.login.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
        <PasswordInput
          {...form.getInputProps('password')}
          key={form.key('password')}
          error={form.errors.password ? t('auth.login.passwordRequired') : undefined}
          label={t('auth.login.password')}
          autoComplete="current-password"
          visibilityToggleButtonProps={{ 'aria-label': t('auth.login.togglePasswordVisibility') }}
        />
        <Button type="submit" loading={submitting} disabled={disabled} fullWidth>
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
