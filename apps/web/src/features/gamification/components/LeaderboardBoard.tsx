import type { Leaderboard } from '@lp/shared/gamification/index';
import { Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { LeaderboardRows } from './LeaderboardRows.tsx';
import { Podium } from './Podium.tsx';

/** The learner's own row with the rows around it, when the top list does not already show them. */
export function pinnedRows(board: Leaderboard) {
  const { me } = board;
  if (!me || me.rank <= 0 || board.top.some((entry) => entry.userId === me.userId)) return [];
  const rows = [...board.around.filter((entry) => entry.userId !== me.userId), me];
  return rows.sort((a, b) => a.rank - b.rank);
}

/** A board: the podium, the rest of the top list, and my pinned row with the rows around it. */
export function LeaderboardBoard({ board }: { board: Leaderboard }) {
  const { t } = useTranslation('gamification');
  const aroundId = useId();
  const myUserId = useAuthStore((state) => state.user?._id);
  if (board.top.length === 0) return <Text c="dimmed">{t('leaderboard.empty')}</Text>;
  const rest = board.top.slice(3);
  const pinned = pinnedRows(board);
  const unranked = !board.me || board.me.rank <= 0;
  return (
    <Stack gap="lg">
      <Podium entries={board.top} myUserId={myUserId} />
      {rest.length > 0 && (
        <LeaderboardRows entries={rest} myUserId={myUserId} label={t('leaderboard.list')} />
      )}
      {pinned.length > 0 && (
        <section aria-labelledby={aroundId}>
          <Title order={2} size="h4" id={aroundId} mb="sm">
            {t('leaderboard.aroundMe')}
          </Title>
          <LeaderboardRows entries={pinned} myUserId={myUserId} label={t('leaderboard.aroundMe')} />
        </section>
      )}
      {unranked && <Text c="dimmed">{t('leaderboard.notRanked')}</Text>}
      <Text size="sm" c="dimmed">
        {t('leaderboard.total', { total: board.total })}
      </Text>
    </Stack>
  );
}
