import { Anchor, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { LOGIN_PATH } from '../../../lib/session.ts';
import { useConfirmPasswordReset } from '../api/confirm-password-reset.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { NewPasswordFields } from '../components/NewPasswordFields.tsx';
import { hasNewPasswordErrors, newPasswordErrors } from '../new-password.ts';

/** /reset-password?token=...: the mailed reset link; a new password, then the login page. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const confirm = useConfirmPasswordReset();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const errors = newPasswordErrors(password, confirmation);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasNewPasswordErrors(errors)) return;
    confirm.mutate(
      { token, password, password_confirmation: confirmation },
      {
        onSuccess: (message) => {
          notifications.show({ color: 'green', message });
          void navigate(LOGIN_PATH, { replace: true });
        },
      },
    );
  };

  return (
    <AuthCard title={t('auth.resetPassword.title')}>
      {token ? (
        <form onSubmit={handleSubmit}>
          <Stack gap="md">
            {confirm.isError && <FormAlert message={errorMessage(confirm.error, t('errors.title'))} />}
            <NewPasswordFields
              password={password}
              confirmation={confirmation}
              onPasswordChange={setPassword}
              onConfirmationChange={setConfirmation}
              errors={submitted ? errors : null}
            />
            <Button type="submit" loading={confirm.isPending} disabled={!password || !confirmation} fullWidth>
              {t('auth.resetPassword.submit')}
            </Button>
          </Stack>
        </form>
      ) : (
        <FormAlert message={t('authMessages.resetLinkInvalid')} />
      )}
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/forgot">
          {t('auth.resetPassword.requestNew')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
