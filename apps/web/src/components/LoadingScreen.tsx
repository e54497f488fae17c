import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** SPEC §2: the spinner with "Loading..." shown while a screen loads. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">{t('common.loading')}</Text>
      </Stack>
    </Center>
  );
}
