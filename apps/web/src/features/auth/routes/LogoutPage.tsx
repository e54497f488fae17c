import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loginPath } from '../../../lib/session.ts';
import { useGoBack } from '../../../lib/use-go-back.ts';
import { useSignOut } from '../api/sign-out.ts';

/** SPEC §2 logout confirmation: Yes signs out everywhere, No goes back. */
export function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const signOut = useSignOut();

  const confirm = () =>
    signOut.mutate(undefined, { onSettled: () => void navigate(loginPath(), { replace: true }) });

  return (
    <Center py="xl" px="md">
      <Paper withBorder shadow="sm" radius="md" p="xl" w={420} maw="100%">
        <Stack gap="md" ta="center">
          <Title order={1} size="h3">
            {t('auth.logout.title')}
          </Title>
          <Text>{t('auth.logout.question')}</Text>
          <Group justify="center" gap="sm">
            <Button onClick={confirm} loading={signOut.isPending}>
              {t('common.yes')}
            </Button>
            <Button variant="default" onClick={goBack} disabled={signOut.isPending}>
              {t('common.no')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
