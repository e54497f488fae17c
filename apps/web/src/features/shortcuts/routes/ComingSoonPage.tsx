import { Button } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessagePage } from '../../../components/MessagePage.tsx';

/** /comingsoon: where a team points a menu item whose screen it has not opened yet (SPEC §2). */
export function ComingSoonPage() {
  const { t } = useTranslation('shortcuts');
  return (
    <MessagePage
      icon={<IconHourglass size={56} stroke={1.5} aria-hidden />}
      title={t('comingSoon.title')}
      message={t('comingSoon.message')}
      actions={
        <Button component={Link} to="/">
          {t('comingSoon.home')}
        </Button>
      }
    />
  );
}
