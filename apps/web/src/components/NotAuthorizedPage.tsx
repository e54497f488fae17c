import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessagePage } from './MessagePage.tsx';

/** SPEC §2/§8: shown to a user whose license does not allow the page. */
export function NotAuthorizedPage() {
  const { t } = useTranslation();
  return (
    <MessagePage
      icon={<IconLock size={56} stroke={1.5} aria-hidden />}
      title={t('errors.notAuthorized')}
      actions={
        <Button component={Link} to="/">
          {t('errors.goHome')}
        </Button>
      }
    />
  );
}
