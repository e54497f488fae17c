import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../lib/auth-store.ts';

/** / : the signed-in home; for now its welcome title (SPEC §2 "Home"). */
export function HomePage() {
  const { t } = useTranslation();
  const firstName = useAuthStore((state) => state.user?.first_name ?? '');

  return (
    <Stack gap="md">
      <Title order={1}>{t('home.welcome', { name: firstName })}</Title>
    </Stack>
  );
}
