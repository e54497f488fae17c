import { DEFAULT_FEATURES } from '@lp/shared/constants';
import type { TeamBranding } from '@lp/shared/teams';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PointsBadge } from '../../features/progress/components/PointsBadge.tsx';
import { SyncButton } from '../../features/progress/components/SyncButton.tsx';
import { toggleDarkModeAndReload, useUiStore } from '../../lib/ui-store.ts';
import { LanguageMenu } from './LanguageMenu.tsx';

interface TopBarToolsProps {
  branding: TeamBranding | undefined;
}

/**
 * The top bar's tools: the learner's points, the sync button, the language menu and, when the team
 * allows it, the dark-mode switch.
 */
export function TopBarTools({ branding }: TopBarToolsProps) {
  const { t } = useTranslation();
  const darkMode = useUiStore((state) => state.darkMode);
  const darkModeAllowed = branding?.features.darkMode ?? DEFAULT_FEATURES.darkMode;
  const darkModeLabel = darkMode ? t('shell.lightMode') : t('shell.darkMode');

  return (
    <>
      <PointsBadge />
      <SyncButton />
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
    </>
  );
}
