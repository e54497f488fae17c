import type { LeaderboardWindow } from '@lp/shared/gamification/index';
import { Container, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/LoadingScreen.tsx';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { type Segment, useLeaderboard } from '../api/gamification-api.ts';
import { LeaderboardBoard } from '../components/LeaderboardBoard.tsx';
import { SegmentFilter } from '../components/SegmentFilter.tsx';
import { WindowTabs } from '../components/WindowTabs.tsx';

function BoardForWindow({ window, segment }: { window: LeaderboardWindow; segment: Segment | null }) {
  const query = useLeaderboard(window, segment);
  if (query.isPending) return <LoadingScreen />;
  if (query.isError) return <QueryFailure error={query.error} />;
  return <LeaderboardBoard board={query.data} />;
}

/** SPEC §2 leaderboard: all time, this month or this week, optionally within one segment. */
function LeaderboardView() {
  const { t } = useTranslation('gamification');
  const [segment, setSegment] = useState<Segment | null>(null);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('leaderboard.title')}
      </Title>
      <SegmentFilter segment={segment} onChange={setSegment} />
      <WindowTabs>{(window) => <BoardForWindow window={window} segment={segment} />}</WindowTabs>
    </Stack>
  );
}

/** /app/leaderboard, inside the shell. */
export function LeaderboardPage() {
  return <LeaderboardView />;
}

/** /view/leaderboard: the same board without the shell (for embedding). */
export function IsolatedLeaderboardPage() {
  return (
    <Container size="md" py="md">
      <LeaderboardView />
    </Container>
  );
}
