import { isValidEmail } from '@lp/shared/validation';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { LOGIN_PATH } from '../../../lib/session.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { AuthCard } from '../components/AuthCard.tsx';

/** /forgot: mails a reset link; SPEC §8 messages for success (the server's) and failure. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const reset = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const valid = isValidEmail(email.trim());

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (valid) reset.mutate(email.trim());
  };

  return (
    <AuthCard title={t('auth.forgot.title')}>
      <Text size="sm" c="dimmed">
        {t('auth.forgot.help')}
      </Text>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {reset.isSuccess && <FormAlert tone="success" message={reset.data} />}
          {reset.isError && <FormAlert message={t('authMessages.resetFailed')} />}
          <TextInput
            label={t('auth.forgot.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={touched && email !== '' && !valid ? t('validation.emailMalformed') : null}
          />
          <Button type="submit" loading={reset.isPending} disabled={!valid} fullWidth>
            {t('auth.forgot.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        <Anchor component={Link} to={LOGIN_PATH}>
          {t('auth.backToLogin')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
