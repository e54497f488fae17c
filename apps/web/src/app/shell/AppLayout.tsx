import { DEFAULT_FEATURES, LAYOUT } from '@lp/shared/constants';
import { Anchor, AppShell, Button, Group, Image, NavLink, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { TermsAcceptance } from '../../features/auth/components/TermsAcceptance.tsx';
import { NotificationBell } from '../../features/notifications/components/NotificationBell.tsx';
import { useTeamBranding } from '../../features/teams/api/get-team-branding.ts';
import { useAuthStore } from '../../lib/auth-store.ts';
import { LOGOUT_PATH } from '../../lib/session.ts';
import { shorten } from '../../lib/shorten.ts';
import { learnerNavFor, type NavItem } from './nav-items.ts';
import { SearchBox } from './SearchBox.tsx';
import { TopBarTools } from './TopBarTools.tsx';
import { UserMenu } from './UserMenu.tsx';

const BOTTOM_MENU_HEIGHT = 60;

const isActive = (pathname: string, path: string) =>
  path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);

/** SPEC §2 learner sidebar: a left menu in landscape, a bottom menu in portrait. */
function LearnerNav({ portrait, items }: { portrait: boolean; items: NavItem[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (portrait) {
    return (
      <Group
        component="nav"
        aria-label={t('nav.label')}
        h="100%"
        justify="space-around"
        wrap="nowrap"
        gap={0}
      >
        {items.map(({ path, label, icon: Icon }) => (
          <UnstyledButton
            key={path}
            component={Link}
            to={path}
            aria-label={t(`nav.${label}`)}
            aria-current={isActive(pathname, path) ? 'page' : undefined}
            c={isActive(pathname, path) ? 'var(--mantine-primary-color-filled)' : undefined}
            p="xs"
          >
            <Icon size={24} aria-hidden />
          </UnstyledButton>
        ))}
      </Group>
    );
  }
  return (
    <nav aria-label={t('nav.label')}>
      {items.map(({ path, label, icon: Icon }) => (
        <NavLink
          key={path}
          component={Link}
          to={path}
          label={t(`nav.${label}`)}
          leftSection={<Icon size={20} aria-hidden />}
          active={isActive(pathname, path)}
          aria-current={isActive(pathname, path) ? 'page' : undefined}
        />
      ))}
    </nav>
  );
}

/** The signed-in frame (SPEC §2 Shell): top bar, learner menu and the screen. */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useAuthStore((state) => state.user);
  const portrait = useMediaQuery('(orientation: portrait)') ?? false;
  const brandingQuery = useTeamBranding(user?.team);
  const branding = brandingQuery.data;
  const appName = branding?.title || t('app.name');
  const features = branding?.features ?? DEFAULT_FEATURES;
  // SPEC §4: until required terms are accepted, they replace the page and the top-bar tools stay hidden.
  const termsPending = user !== null && features.termsAcceptance && !user.license.termsAccepted;
  const showTools = !termsPending && user !== null;
  const navItems = learnerNavFor(user?.stage ?? 1, branding?.hiddenMenuItems);

  let main = (
    <Suspense fallback={<LoadingScreen />}>
      <Outlet />
    </Suspense>
  );
  if (brandingQuery.isLoading) main = <LoadingScreen />;
  else if (termsPending && pathname !== LOGOUT_PATH) main = <TermsAcceptance user={user} appName={appName} />;

  return (
    <AppShell
      header={{ height: LAYOUT.navbarHeight }}
      navbar={showTools && !portrait ? { width: LAYOUT.sidebarWidth, breakpoint: 0 } : undefined}
      footer={showTools && portrait ? { height: BOTTOM_MENU_HEIGHT } : undefined}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            {branding?.logo && <Image src={branding.logo} alt="" h={32} w="auto" fit="contain" />}
            <Anchor
              component={Link}
              to="/"
              c="bright"
              underline="never"
              fw={700}
              size="lg"
              truncate="end"
              title={appName}
            >
              {portrait ? shorten(appName, LAYOUT.appNameMaxCharsPortrait) : appName}
            </Anchor>
            {showTools && <SearchBox />}
          </Group>
          <Group gap="xs" wrap="nowrap">
            {showTools && <TopBarTools branding={branding} />}
            {showTools && <NotificationBell userId={user._id} />}
            {showTools && <UserMenu user={user} branding={branding} portrait={portrait} />}
            <Button
              component={Link}
              to={LOGOUT_PATH}
              variant="subtle"
              color="gray"
              leftSection={<IconLogout size={18} aria-hidden />}
              visibleFrom={showTools ? 'md' : undefined}
            >
              {t('shell.logout')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      {showTools && !portrait && (
        <AppShell.Navbar p="sm">
          <LearnerNav portrait={false} items={navItems} />
        </AppShell.Navbar>
      )}
      {showTools && portrait && (
        <AppShell.Footer>
          <LearnerNav portrait items={navItems} />
        </AppShell.Footer>
      )}
      <AppShell.Main>{main}</AppShell.Main>
    </AppShell>
  );
}
