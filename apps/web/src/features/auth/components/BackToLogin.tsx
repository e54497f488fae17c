import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LOGIN_PATH } from '../../../lib/session.ts';

/** The way back to the sign-in page under an auth card's form. */
export function BackToLogin() {
  const { t } = useTranslation();
  return (
    <Text size="sm" ta="center">
      <Anchor component={Link} to={LOGIN_PATH}>
        {t('auth.backToLogin')}
      </Anchor>
    </Text>
  );
}
