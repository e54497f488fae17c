import { Button } from '@mantine/core';
import { IconKeyOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MessagePage } from '../../../components/MessagePage.tsx';
import { clearBrowserDataAndReload } from '../../../lib/browser-data.ts';
import { loginPath } from '../../../lib/session.ts';
import { type TokenLoginFailure, useTokenLoginStore } from '../token-login-store.ts';

interface TokenLoginFailedPageProps {
  failure: TokenLoginFailure;
}

/** SPEC §8 token login failure: the message, "Clear Cache and Retry", or on to the login page. */
export function TokenLoginFailedPage({ failure }: TokenLoginFailedPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const message = 'message' in failure ? failure.message : t(`authMessages.${failure.reason}`);

  const toLogin = () => {
    useTokenLoginStore.getState().setFailure(null);
    void navigate(loginPath(), { replace: true });
  };

  return (
    <MessagePage
      icon={<IconKeyOff size={56} stroke={1.5} aria-hidden />}
      title={t('auth.tokenLogin.title')}
      message={message}
      actions={
        <>
          <Button onClick={() => void clearBrowserDataAndReload()}>
            {t('auth.tokenLogin.clearAndRetry')}
          </Button>
          <Button variant="default" onClick={toLogin}>
            {t('auth.tokenLogin.toLogin')}
          </Button>
        </>
      }
    />
  );
}
