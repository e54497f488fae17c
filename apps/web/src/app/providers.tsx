import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './focus.css';
import './fonts.ts';
import { DEFAULT_COLORS } from '@lp/shared/constants';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { useTeamBranding } from '../features/teams/index.ts';
import { i18n } from '../i18n/i18n.ts';
import { useAuthStore } from '../lib/auth-store.ts';
import { queryClient as appQueryClient } from '../lib/query-client.ts';
import { useUiStore } from '../lib/ui-store.ts';
import { Toasts } from './Toasts.tsx';
import { buildCssVariablesResolver, buildTheme } from './theme.ts';

interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** 'test' turns off Mantine transitions and portals. */
  env?: 'default' | 'test';
}

/**
 * Theme from the signed-in user's team, or when signed out from the stored team of the last team
 * page (default amber); colour scheme from the stored dark-mode flag.
 */
function ThemedApp({ children, env }: Omit<AppProvidersProps, 'queryClient'>) {
  const userTeam = useAuthStore((state) => (state.isUserLoggedIn ? state.user?.team : null));
  const storedTeam = useUiStore((state) => state.team);
  const team = userTeam ?? storedTeam;
  const darkMode = useUiStore((state) => state.darkMode);
  const branding = useTeamBranding(team);
  const colors = branding.data?.colors ?? DEFAULT_COLORS;
  const { t } = useTranslation();
  const closeLabel = t('closeMessage');
  const theme = useMemo(() => buildTheme(colors, closeLabel), [colors, closeLabel]);
  const cssVariablesResolver = useMemo(() => buildCssVariablesResolver(colors), [colors]);

  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme={darkMode ? 'dark' : 'light'}
      env={env}
    >
      <Toasts />
      {children}
    </MantineProvider>
  );
}

/** Everything the app needs around its routes: data cache, translations, theme and toasts. */
export function AppProviders({ children, queryClient = appQueryClient, env = 'default' }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ThemedApp env={env}>{children}</ThemedApp>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
