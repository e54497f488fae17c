import { DEFAULT_FEATURES, LAYOUT } from '@lp/shared/constants';
import { Anchor, AppShell, Button, Group, Image } from '@mantine/core';
import { IconBooks, IconLogout } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { TermsAcceptance } from '../../features/auth/components/TermsAcceptance.tsx';
import { useTeamBranding } from '../../features/teams/api/get-team-branding.ts';
import { useAuthStore } from '../../lib/auth-store.ts';
import { LOGOUT_PATH } from '../../lib/session.ts';
import { TopBarTools } from './TopBarTools.tsx';

/** The signed-in frame: a top bar with the app name, its tools and log out. */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useAuthStore((state) => state.user);
  const brandingQuery = useTeamBranding(user?.team);
  const branding = brandingQuery.data;
  const appName = branding?.title || t('app.name');
  const features = branding?.features ?? DEFAULT_FEATURES;
  // SPEC §4: until required terms are accepted, they replace the page and the top-bar tools stay hidden.
  const termsPending = user !== null && features.termsAcceptance && !user.license.termsAccepted;

  let main = (
    <Suspense fallback={<LoadingScreen />}>
      <Outlet />
    </Suspense>
  );
  if (brandingQuery.isLoading) main = <LoadingScreen />;
  else if (termsPending && pathname !== LOGOUT_PATH) main = <TermsAcceptance user={user} appName={appName} />;

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
            {!termsPending && (
              <Button
                component={Link}
                to="/library"
                variant="subtle"
                color="gray"
                leftSection={<IconBooks size={18} aria-hidden />}
                visibleFrom="sm"
              >
                {t('shell.library')}
              </Button>
            )}
            {!termsPending && <TopBarTools branding={branding} />}
            <Button
              component={Link}
              to={LOGOUT_PATH}
              variant="subtle"
              color="gray"
              leftSection={<IconLogout size={18} aria-hidden />}
            >
              {t('shell.logout')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>{main}</AppShell.Main>
    </AppShell>
  );
}
