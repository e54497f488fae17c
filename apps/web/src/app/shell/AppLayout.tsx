import { DEFAULT_FEATURES, LAYOUT } from '@lp/shared/constants';
import { AppShell, Group, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { BrandHomeLink } from '../../components/BrandHomeLink.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { LogoutButton } from '../../components/LogoutButton.tsx';
import { isActivePath, SideNav } from '../../components/SideNav.tsx';
import { TermsAcceptance } from '../../features/auth/index.ts';
import { LevelUpWatcher } from '../../features/gamification/index.ts';
import { NotificationBell } from '../../features/notifications/index.ts';
import { useTeamBranding } from '../../features/teams/index.ts';
import { useAuthStore } from '../../lib/auth-store.ts';
import { setCentralizedLogging } from '../../lib/error-reporter.ts';
import { learnerNavFor, type NavItem } from '../../lib/nav-items.ts';
import { LOGOUT_PATH } from '../../lib/session.ts';
import { shorten } from '../../lib/shorten.ts';
import { SearchBox } from './SearchBox.tsx';
import { TopBarTools } from './TopBarTools.tsx';
import { UserMenu } from './UserMenu.tsx';

const BOTTOM_MENU_HEIGHT = 60;

const isActive = (pathname: string, path: string) => isActivePath(pathname, path, '/');

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
    <SideNav
      label={t('nav.label')}
      items={items.map((item) => ({ ...item, label: t(`nav.${item.label}`) }))}
      root="/"
    />
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
  // SPEC §7 "Logging": error reports go to the log host only while the team has it on.
  useEffect(() => setCentralizedLogging(features.centralizedLogging), [features.centralizedLogging]);
  // SPEC §4: until required terms are accepted, they replace the page and the top-bar tools stay hidden.
  const termsPending = user !== null && features.termsAcceptance && !user.license.termsAccepted;
  const showTools = !termsPending && user !== null;
  const navItems = learnerNavFor(user?.stage ?? 1, branding?.hiddenMenuItems, features);

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
            <BrandHomeLink logo={branding?.logo} to="/" title={appName}>
              {portrait ? shorten(appName, LAYOUT.appNameMaxCharsPortrait) : appName}
            </BrandHomeLink>
            {showTools && <SearchBox />}
          </Group>
          <Group gap="xs" wrap="nowrap">
            {showTools && <TopBarTools branding={branding} />}
            {showTools && <NotificationBell userId={user._id} />}
            {showTools && <UserMenu user={user} branding={branding} portrait={portrait} />}
            <LogoutButton label={t('shell.logout')} visibleFrom={showTools ? 'md' : undefined} />
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
      {showTools && <LevelUpWatcher />}
    </AppShell>
  );
}
