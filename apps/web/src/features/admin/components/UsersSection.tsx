import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The team's people are managed in the builder's user screen. */
export function UsersSection() {
  const { t } = useTranslation('admin');
  return (
    <Text>
      {t('users.intro')}{' '}
      <Anchor component={Link} to="/builder/users">
        {t('users.open')}
      </Anchor>
    </Text>
  );
}
