import { type RegisterFormValues, registerFormSchema } from '@lp/shared/auth';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { ApiClientError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { useUsernameAvailability } from '../../users/index.ts';
import type { RegisterInput } from '../api/register.ts';
import { authMessage } from '../auth-message.ts';
import { UsernameField } from './UsernameField.tsx';

export type RegisterFields = Omit<RegisterInput, 'team'>;

interface RegisterFormProps {
  onSubmit: (fields: RegisterFields) => void;
  submitting: boolean;
  error: Error | null;
  /** The team asks for its invite code (sign-up policy `inviteCode`). */
  inviteCode: 'none' | 'required';
  /** A code from the invitation link (`?invite=`). */
  initialInviteCode?: string;
  /** A hint under the email field, such as the team's domain rule. */
  emailHint?: string;
}

/** SPEC §5 sign-up: full name, username (live availability), email, password; submit only when all are valid. */
export function RegisterForm({
  onSubmit,
  submitting,
  error,
  inviteCode,
  initialInviteCode = '',
  emailHint,
}: RegisterFormProps) {
  const { t } = useTranslation();
  const form = useForm<RegisterFormValues>({
    initialValues: { fullName: '', username: '', email: '', password: '', inviteCode: initialInviteCode },
    validate: schemaResolver(registerFormSchema, { sync: true }),
    validateInputOnBlur: ['email', 'password'],
  });
  const availability = useUsernameAvailability(form.values.username);
  const codeMissing = inviteCode === 'required' && form.values.inviteCode.trim() === '';
  const valid = form.isValid() && availability === 'available' && !codeMissing;
  const serverError = (path: string) => {
    const message =
      error instanceof ApiClientError ? error.errors.find((item) => item.path === path)?.message : undefined;
    return message === undefined ? undefined : authMessage(message);
  };
  // The shared schema says which field is wrong; the reader's language says how.
  const messages = {
    fullName: t('auth.register.nameRequired'),
    email: t('validation.emailMalformed'),
    password: t('validation.passwordInvalid'),
    inviteCode: t('auth.register.inviteCodeInvalid'),
  };
  const message = (field: keyof typeof messages) => (form.errors[field] ? messages[field] : undefined);

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        if (valid) onSubmit(values);
      })}
    >
      <Stack gap="md">
        {error && <FormAlert message={errorMessage(error, t('errors.title'))} />}
        <TextInput
          {...form.getInputProps('fullName')}
          error={message('fullName')}
          label={t('auth.register.fullName')}
          autoComplete="name"
        />
        <UsernameField
          value={form.values.username}
          onChange={(value) => form.setFieldValue('username', value)}
          availability={availability}
          serverError={serverError('username')}
        />
        <TextInput
          {...form.getInputProps('email')}
          error={message('email') ?? serverError('email')}
          label={t('auth.register.email')}
          description={emailHint}
          type="email"
          autoComplete="email"
        />
        <PasswordInput
          {...form.getInputProps('password')}
          error={message('password') ?? serverError('password')}
          label={t('auth.register.password')}
          description={t('validation.passwordHelp')}
          autoComplete="new-password"
          visibilityToggleButtonProps={{ 'aria-label': t('auth.login.togglePasswordVisibility') }}
        />
        {inviteCode === 'required' && (
          <TextInput
            {...form.getInputProps('inviteCode')}
            error={message('inviteCode') ?? serverError('invite_code')}
            label={t('auth.register.inviteCode')}
            description={t('auth.register.inviteCodeHelp')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
        )}
        <Button type="submit" loading={submitting} disabled={!valid} fullWidth>
          {t('auth.register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
