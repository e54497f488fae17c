import { isValidEmail } from '@lp/shared/validation-rules';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { authMessage } from '../auth-message.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { BackToLogin } from '../components/BackToLogin.tsx';
import { SingleFieldForm } from '../components/SingleFieldForm.tsx';

/** /forgot: mails a reset link; SPEC §8 messages for success (the server's) and failure. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const reset = useRequestPasswordReset();

  return (
    <AuthCard title={t('auth.forgot.title')}>
      <Text size="sm" c="dimmed">
        {t('auth.forgot.help')}
      </Text>
      <SingleFieldForm
        input={{ label: t('auth.forgot.email'), type: 'email', autoComplete: 'email' }}
        isValid={isValidEmail}
        invalidMessage={t('validation.emailMalformed')}
        submitLabel={t('auth.forgot.submit')}
        submitting={reset.isPending}
        onSubmit={(email) => reset.mutate(email)}
      >
        {reset.isSuccess && <FormAlert tone="success" message={authMessage(reset.data)} />}
        {reset.isError && <FormAlert message={t('authMessages.resetFailed')} />}
      </SingleFieldForm>
      <BackToLogin />
    </AuthCard>
  );
}
