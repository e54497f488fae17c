import { IconMessagesOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MessagePage } from '../../../components/MessagePage.tsx';

/** What the social screens say while the team's social flag is off. */
export function SocialOff() {
  const { t } = useTranslation('social');
  return (
    <MessagePage
      icon={<IconMessagesOff size={56} aria-hidden />}
      title={t('title')}
      message={t('featureOff')}
    />
  );
}
