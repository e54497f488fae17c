import { isValidEmail, isValidPassword } from '@lp/shared/validation';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { ApiClientError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { useUsernameAvailability } from '../../users/api/check-username.ts';
import type { RegisterInput } from '../api/register.ts';
import { UsernameField } from './UsernameField.tsx';

export type RegisterFields = Omit<RegisterInput, 'team'>;

interface RegisterFormProps {
  onSubmit: (fields: RegisterFields) => void;
  submitting: boolean;
  error: Error | null;
}

/** SPEC §5 sign-up: full name, username (live availability), email, password; submit only when all are valid. */
export function RegisterForm({ onSubmit, submitting, error }: RegisterFormProps) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<RegisterFields>({
    fullName: '',
    username: '',
    email: '',
    password: '',
  });
  const [touched, setTouched] = useState({ email: false, password: false });
  const availability = useUsernameAvailability(fields.username);
  const set = (name: keyof RegisterFields) => (value: string) =>
    setFields((all) => ({ ...all, [name]: value }));

  const emailValid = isValidEmail(fields.email.trim());
  const passwordValid = isValidPassword(fields.password);
  const valid = fields.fullName.trim() !== '' && availability === 'available' && emailValid && passwordValid;
  const fieldError = (path: string) =>
    error instanceof ApiClientError ? error.errors.find((item) => item.path === path)?.message : undefined;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (valid) onSubmit(fields);
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {error && <FormAlert message={errorMessage(error, t('errors.title'))} />}
        <TextInput
          label={t('auth.register.fullName')}
          autoComplete="name"
          value={fields.fullName}
          onChange={(event) => set('fullName')(event.currentTarget.value)}
        />
        <UsernameField
          value={fields.username}
          onChange={set('username')}
          availability={availability}
          serverError={fieldError('username')}
        />
        <TextInput
          label={t('auth.register.email')}
          type="email"
          autoComplete="email"
          value={fields.email}
          onChange={(event) => set('email')(event.currentTarget.value)}
          onBlur={() => setTouched((all) => ({ ...all, email: true }))}
          error={touched.email && !emailValid ? t('validation.emailMalformed') : fieldError('email')}
        />
        <PasswordInput
          label={t('auth.register.password')}
          description={t('validation.passwordHelp')}
          autoComplete="new-password"
          value={fields.password}
          onChange={(event) => set('password')(event.currentTarget.value)}
          onBlur={() => setTouched((all) => ({ ...all, password: true }))}
          error={
            touched.password && !passwordValid ? t('validation.passwordInvalid') : fieldError('password')
          }
          visibilityToggleButtonProps={{ 'aria-label': t('auth.login.togglePasswordVisibility') }}
        />
        <Button type="submit" loading={submitting} disabled={!valid} fullWidth>
          {t('auth.register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
