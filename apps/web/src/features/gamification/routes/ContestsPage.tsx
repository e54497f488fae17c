import type { CourseCard as CourseCardData } from '@lp/shared/content/catalog';
import type { LeaderboardWindow } from '@lp/shared/gamification/index';
import { Alert, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/LoadingScreen.tsx';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { CourseCard } from '../../content/index.ts';
import { useTeamBranding } from '../../teams/index.ts';
import { useContests, useCourseLeaderboard } from '../api/gamification-api.ts';
import { LeaderboardBoard } from '../components/LeaderboardBoard.tsx';
import { WindowTabs } from '../components/WindowTabs.tsx';

function ContestBoard({ contestId, window }: { contestId: string; window: LeaderboardWindow }) {
  const query = useCourseLeaderboard(contestId, true, window);
  if (query.isPending) return <LoadingScreen />;
  if (query.isError) return <QueryFailure error={query.error} />;
  return <LeaderboardBoard board={query.data} />;
}

function Contest({ contest }: { contest: CourseCardData }) {
  const { t } = useTranslation('gamification');
  const [open, setOpen] = useState(false);
  const boardId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={contest.name}>
      <Stack gap="sm">
        <CourseCard course={contest} />
        <Button
          variant="light"
          onClick={() => setOpen((shown) => !shown)}
          aria-expanded={open}
          aria-controls={boardId}
        >
          {open ? t('contests.hideBoard') : t('contests.showBoard')}
        </Button>
        <div id={boardId}>
          {open && (
            <WindowTabs>{(window) => <ContestBoard contestId={contest._id} window={window} />}</WindowTabs>
          )}
        </div>
      </Stack>
    </Paper>
  );
}

/** /contests: the team's contests, each with its leaderboard (only while contests are on). */
export function ContestsPage() {
  const { t } = useTranslation('gamification');
  const team = useAuthStore((state) => state.user?.team);
  const branding = useTeamBranding(team);
  const contestsOn = branding.data?.features?.contests ?? false;
  const contests = useContests(contestsOn);

  const body = () => {
    if (branding.isPending && branding.fetchStatus !== 'idle') return <LoadingScreen />;
    if (!contestsOn) return <Alert color="gray">{t('contests.off')}</Alert>;
    if (contests.isPending) return <LoadingScreen />;
    if (contests.isError) return <QueryFailure error={contests.error} />;
    if (contests.data.length === 0) return <Text c="dimmed">{t('contests.empty')}</Text>;
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {contests.data.map((contest) => (
          <Contest key={contest._id} contest={contest} />
        ))}
      </SimpleGrid>
    );
  };

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('contests.title')}
      </Title>
      {body()}
    </Stack>
  );
}
