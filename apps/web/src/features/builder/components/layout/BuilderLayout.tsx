import '@mantine/dates/styles.css';
import { LAYOUT } from '@lp/shared/constants';
import { AppShell, Burger, Button, Group, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconDeviceDesktop, IconEye } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { BrandHomeLink } from '../../../../components/BrandHomeLink.tsx';
import { LoadingScreen } from '../../../../components/LoadingScreen.tsx';
import { LogoutButton } from '../../../../components/LogoutButton.tsx';
import { MessagePage } from '../../../../components/MessagePage.tsx';
import { SideNav } from '../../../../components/SideNav.tsx';
import { useAuthStore } from '../../../../lib/auth-store.ts';
import { useTeamBranding } from '../../../teams/index.ts';
import { useBuilderAccess } from '../../use-builder-access.ts';
import { BUILDER_NAV } from './builder-nav.ts';

/** SPEC §6: the builder is not offered on a narrow portrait screen. */
export const NARROW_PORTRAIT_QUERY = '(orientation: portrait) and (max-width: 48em)';

function BuilderNav({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('builder');
  const { canDesignApp } = useBuilderAccess();
  const user = useAuthStore((state) => state.user);
  // The team's social flag (SPEC §9) hides community moderation with the feed itself.
  const socialOn = useTeamBranding(user?.team).data?.features.social ?? true;
  const items = BUILDER_NAV.filter(
    (item) => (canDesignApp || !item.appDesignOnly) && (socialOn || item.label !== 'social'),
  ).map((item) => ({
    ...item,
    label: t(`nav.${item.label}`),
  }));
  return <SideNav label={t('nav.label')} items={items} root="/builder" onNavigate={onNavigate} />;
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
            <BrandHomeLink logo={branding?.logo} to="/builder">
              {t('layout.title')}
            </BrandHomeLink>
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
            <LogoutButton label={t('layout.logout')} visibleFrom="md" />
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
