import { DEFAULT_FEATURES, LAYOUT } from '@lp/shared/constants';
import { ActionIcon, Anchor, AppShell, Button, Group, Image, Tooltip } from '@mantine/core';
import { IconLogout, IconMoon, IconSun } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { useTeamBranding } from '../../features/teams/api/get-team-branding.ts';
import { useAuthStore } from '../../lib/auth-store.ts';
import { toggleDarkModeAndReload, useUiStore } from '../../lib/ui-store.ts';
import { LanguageMenu } from './LanguageMenu.tsx';

/** The signed-in frame: a top bar with the app name, language menu, dark mode and log out. */
export function AppLayout() {
  const { t } = useTranslation();
  const team = useAuthStore((state) => state.user?.team);
  const darkMode = useUiStore((state) => state.darkMode);
  const branding = useTeamBranding(team).data;
  const appName = branding?.title || t('app.name');
  const darkModeAllowed = branding?.features.darkMode ?? DEFAULT_FEATURES.darkMode;
  const darkModeLabel = darkMode ? t('shell.lightMode') : t('shell.darkMode');

  return (
    <AppShell header={{ height: LAYOUT.navbarHeight }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            {branding?.logo && <Image src={branding.logo} alt="" h={32} w="auto" fit="contain" />}
            <Anchor component={Link} to="/" c="bright" underline="never" fw={700} size="lg" truncate="end">
              {appName}
            </Anchor>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageMenu languages={branding?.languages} />
            {darkModeAllowed && (
              <Tooltip label={darkModeLabel}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={darkModeLabel}
                  onClick={toggleDarkModeAndReload}
                >
                  {darkMode ? <IconSun size={18} /> : <IconMoon size={18} />}
                </ActionIcon>
              </Tooltip>
            )}
            <Button
              component={Link}
              to="/logout"
              variant="subtle"
              color="gray"
              leftSection={<IconLogout size={18} aria-hidden />}
            >
              {t('shell.logout')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
