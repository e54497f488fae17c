import { can } from '@lp/shared/permissions';
import { Button, Center, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuthStore } from '../../../lib/auth-store.ts';

/** /builder/registered: the welcome after sign-up, saying what happens next. */
export function RegisteredPage() {
  const { t } = useTranslation();
  const user = useAuthStore((state) => state.user);
  if (!user) return null;
  // A solo sign-up made a creator with a team of their own (SPEC §5).
  const newTeam = user.creatorLicense;
  const builder = can(user, 'builder.view');
  const steps = builder
    ? [t('auth.registered.builderStep'), t('auth.registered.launchStep'), t('auth.registered.learnStep')]
    : [t('auth.registered.coursesStep'), t('auth.registered.pointsStep'), t('auth.registered.profileStep')];

  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder shadow="sm" radius="md" p="xl" w={560} maw="100%">
        <Stack gap="md">
          <ThemeIcon size={56} radius="xl">
            <IconConfetti size={32} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h2">
            {t('auth.registered.title', { name: user.first_name })}
          </Title>
          <Text>
            {newTeam
              ? t('auth.registered.teamCreated', { team: user.team })
              : t('auth.registered.accountReady')}
          </Text>
          {builder && <Text>{t('auth.registered.builderNote')}</Text>}
          <Title order={2} size="h4">
            {t('auth.registered.nextTitle')}
          </Title>
          <List spacing="xs">
            {steps.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
          <Button component={Link} to="/" size="md" mt="sm">
            {t('auth.registered.goHome')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
