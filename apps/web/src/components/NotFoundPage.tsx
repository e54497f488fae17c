import { Button } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessagePage } from './MessagePage.tsx';

/** Shown for any path no route matches. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <MessagePage
      icon={<IconMapOff size={56} stroke={1.5} aria-hidden />}
      title={t('errors.notFoundTitle')}
      message={t('errors.notFoundHelp')}
      actions={
        <Button component={Link} to="/">
          {t('errors.goHome')}
        </Button>
      }
    />
  );
}
