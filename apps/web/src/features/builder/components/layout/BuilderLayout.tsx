import '@mantine/dates/styles.css';
import '@mantine/dropzone/styles.css';
import { LAYOUT } from '@lp/shared/constants';
import { Anchor, AppShell, Burger, Button, Group, Image, NavLink, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconDeviceDesktop, IconEye, IconLogout } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../../../../components/LoadingScreen.tsx';
import { MessagePage } from '../../../../components/MessagePage.tsx';
import { useAuthStore } from '../../../../lib/auth-store.ts';
import { LOGOUT_PATH } from '../../../../lib/session.ts';
import { useTeamBranding } from '../../../teams/api/get-team-branding.ts';
import { useBuilderAccess } from '../../use-builder-access.ts';
import { BUILDER_NAV, isActivePath } from './builder-nav.ts';

/** SPEC §6: the builder is not offered on a narrow portrait screen. */
export const NARROW_PORTRAIT_QUERY = '(orientation: portrait) and (max-width: 48em)';

function BuilderNav({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('builder');
  const { pathname } = useLocation();
  const { canDesignApp } = useBuilderAccess();
  return (
    <nav aria-label={t('nav.label')}>
      {BUILDER_NAV.filter((item) => canDesignApp || !item.appDesignOnly).map(
        ({ path, label, icon: Icon }) => (
          <NavLink
            key={path}
            component={Link}
            to={path}
            onClick={onNavigate}
            label={t(`nav.${label}`)}
            leftSection={<Icon size={20} aria-hidden />}
            active={isActivePath(pathname, path)}
            aria-current={isActivePath(pathname, path) ? 'page' : undefined}
          />
        ),
      )}
    </nav>
  );
}

/** The builder studio frame: its own top bar and side navigation, and a way back to the learner view. */
export function BuilderLayout() {
  const { t } = useTranslation('builder');
  const user = useAuthStore((state) => state.user);
  const branding = useTeamBranding(user?.team).data;
  const narrowPortrait = useMediaQuery(NARROW_PORTRAIT_QUERY) ?? false;
  const [navOpen, nav] = useDisclosure(false);
  const { readOnly } = useBuilderAccess();

  if (narrowPortrait) {
    return (
      <MessagePage
        icon={<IconDeviceDesktop size={56} stroke={1.5} aria-hidden />}
        title={t('layout.narrowTitle')}
        message={t('layout.narrowMessage')}
        actions={
          <Button component={Link} to="/">
            {t('layout.learnerView')}
          </Button>
        }
      />
    );
  }

  return (
    <AppShell
      header={{ height: LAYOUT.navbarHeight }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !navOpen } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={navOpen}
              onClick={nav.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('nav.toggle')}
            />
            {branding?.logo && <Image src={branding.logo} alt="" h={32} w="auto" fit="contain" />}
            <Anchor
              component={Link}
              to="/builder"
              c="bright"
              underline="never"
              fw={700}
              size="lg"
              truncate="end"
            >
              {t('layout.title')}
            </Anchor>
            {readOnly && (
              <Text size="sm" c="dimmed" visibleFrom="md">
                {t('layout.readOnly')}
              </Text>
            )}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Button component={Link} to="/" variant="light" leftSection={<IconEye size={18} aria-hidden />}>
              {t('layout.learnerView')}
            </Button>
            <Button
              component={Link}
              to={LOGOUT_PATH}
              variant="subtle"
              color="gray"
              leftSection={<IconLogout size={18} aria-hidden />}
              visibleFrom="md"
            >
              {t('layout.logout')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <BuilderNav onNavigate={nav.close} />
      </AppShell.Navbar>
      <AppShell.Main>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
