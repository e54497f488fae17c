import { LEADERBOARD_WINDOWS, type LeaderboardWindow } from '@lp/shared/gamification/index';
import { Tabs } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Tabs for the all-time, this-month and this-week boards; only the open tab's board is loaded. */
export function WindowTabs({ children }: { children: (window: LeaderboardWindow) => ReactNode }) {
  const { t } = useTranslation('gamification');
  const [window, setWindow] = useState<LeaderboardWindow>('all');
  return (
    <Tabs
      value={window}
      onChange={(next) => next && setWindow(next as LeaderboardWindow)}
      keepMounted={false}
    >
      <Tabs.List aria-label={t('leaderboard.windowsLabel')}>
        {LEADERBOARD_WINDOWS.map((name) => (
          <Tabs.Tab key={name} value={name}>
            {t(`leaderboard.windows.${name}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {LEADERBOARD_WINDOWS.map((name) => (
        <Tabs.Panel key={name} value={name} pt="md">
          {children(name)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
