import { DEFAULT_FEATURES, LAYOUT } from '@lp/shared/constants';
import { ActionIcon, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch, IconX } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { BrandHomeLink } from '../../components/BrandHomeLink.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { LogoutButton } from '../../components/LogoutButton.tsx';
import { SideNav } from '../../components/SideNav.tsx';
import { LevelUpWatcher } from '../../features/gamification/index.ts';
import { NotificationBell } from '../../features/notifications/index.ts';
import { useTeamBranding } from '../../features/teams/index.ts';
import { useAuthStore } from '../../lib/auth-store.ts';
import { setCentralizedLogging } from '../../lib/error-reporter.ts';
import { learnerNavFor, type NavItem } from '../../lib/nav-items.ts';
import { LOGOUT_PATH } from '../../lib/session.ts';
import { shorten } from '../../lib/shorten.ts';
import { BottomNav } from './BottomNav.tsx';
import { SearchBox } from './SearchBox.tsx';
import { ShellFrame } from './ShellFrame.tsx';
import { TopBarTools } from './TopBarTools.tsx';
import { UserMenu } from './UserMenu.tsx';

const BOTTOM_MENU_HEIGHT = 64;

// SPEC §4: the terms form, loaded only for a user who has terms left to accept.
const TermsAcceptance = lazy(async () => ({
  default: (await import('../../features/auth/components/TermsAcceptance.tsx')).TermsAcceptance,
}));

/** SPEC §2 learner sidebar: a left menu in landscape, a bottom menu in portrait. */
function LearnerNav({ portrait, items }: { portrait: boolean; items: NavItem[] }) {
  const { t } = useTranslation();
  if (portrait) return <BottomNav items={items} />;
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
  // Phones: the search folds into a button that opens it across the top bar.
  const narrow = useMediaQuery('(max-width: 47.99em)') ?? false;
  const [searchOpen, setSearchOpen] = useState(false);
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
  else if (termsPending && pathname !== LOGOUT_PATH)
    main = (
      <Suspense fallback={<LoadingScreen />}>
        <TermsAcceptance user={user} appName={appName} />
      </Suspense>
    );

  return (
    <ShellFrame
      headerHeight={LAYOUT.navbarHeight}
      navbarWidth={LAYOUT.sidebarWidth}
      footerHeight={BOTTOM_MENU_HEIGHT}
      navbar={showTools && !portrait && <LearnerNav portrait={false} items={navItems} />}
      footer={showTools && portrait && <LearnerNav portrait items={navItems} />}
      header={
        showTools && narrow && searchOpen ? (
          <Group h="100%" px="sm" wrap="nowrap" gap="xs">
            <SearchBox autoFocus fullWidth onDone={() => setSearchOpen(false)} />
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('search.close')}
              onClick={() => setSearchOpen(false)}
            >
              <IconX size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ) : (
          <Group h="100%" px={narrow ? 'sm' : 'md'} justify="space-between" wrap="nowrap" gap="xs">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <BrandHomeLink logo={branding?.logo} to="/" title={appName}>
                {portrait ? shorten(appName, LAYOUT.appNameMaxCharsPortrait) : appName}
              </BrandHomeLink>
              {showTools && !narrow && <SearchBox />}
            </Group>
            <Group gap={narrow ? 4 : 'xs'} wrap="nowrap" style={{ flexShrink: 0 }}>
              {showTools && narrow && (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={t('search.open')}
                  onClick={() => setSearchOpen(true)}
                >
                  <IconSearch size={18} aria-hidden />
                </ActionIcon>
              )}
              {showTools && <TopBarTools branding={branding} compact={narrow} />}
              {showTools && <NotificationBell userId={user._id} />}
              {showTools && <UserMenu user={user} branding={branding} portrait={portrait} />}
              <LogoutButton label={t('shell.logout')} visibleFrom={showTools ? 'md' : undefined} />
            </Group>
          </Group>
        )
      }
    >
      {main}
      {showTools && <LevelUpWatcher />}
    </ShellFrame>
  );
}
