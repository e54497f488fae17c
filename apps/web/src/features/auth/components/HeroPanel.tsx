import { List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The product pitch beside the sign-up form when the team has no welcome cards. */
export function HeroPanel() {
  const { t } = useTranslation();

  return (
    <Stack gap="lg" maw={480}>
      <ThemeIcon size={56} radius="md">
        <IconSchool size={32} aria-hidden />
      </ThemeIcon>
      <Title order={2} size="h1">
        {t('auth.register.heroTitle')}
      </Title>
      <Text size="lg">{t('auth.register.heroText')}</Text>
      <List
        spacing="sm"
        icon={
          <ThemeIcon size={22} radius="xl">
            <IconCheck size={14} aria-hidden />
          </ThemeIcon>
        }
      >
        <List.Item>{t('auth.register.heroLearn')}</List.Item>
        <List.Item>{t('auth.register.heroEarn')}</List.Item>
        <List.Item>{t('auth.register.heroBuild')}</List.Item>
      </List>
    </Stack>
  );
}
