import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { LOGIN_PATH } from '../../../lib/session.ts';
import { useConfirmEmail } from '../api/confirm-email.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { REGISTERED_PATH } from '../signed-in-destination.ts';

/** /confirm-email?token=...: the link mailed at registration opens the account and signs it in. */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  // The link works once: never send it twice, even when React mounts the page twice.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token, { onSuccess: () => void navigate(REGISTERED_PATH, { replace: true }) });
  }, [token, mutate, navigate]);

  const failed = !token || confirm.isError;
  return (
    <AuthCard title={t('auth.confirmEmail.title')}>
      {failed ? (
        <Stack gap="md">
          <FormAlert
            message={
              token ? errorMessage(confirm.error, t('errors.title')) : t('authMessages.confirmLinkInvalid')
            }
          />
          <Anchor component={Link} to={LOGIN_PATH} size="sm" ta="center">
            {t('auth.backToLogin')}
          </Anchor>
        </Stack>
      ) : (
        <Stack gap="sm" align="center">
          <Loader aria-label={t('auth.confirmEmail.confirming')} />
          <Text size="sm">{t('auth.confirmEmail.confirming')}</Text>
        </Stack>
      )}
    </AuthCard>
  );
}
