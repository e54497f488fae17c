import { leaderboardContentSchema } from '@lp/shared/formats/award-content';
import type { Leaderboard } from '@lp/shared/gamification/index';
import { Stack, Text, Title } from '@mantine/core';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { QueryFailure } from '../../components/QueryFailure.tsx';
import {
  LeaderboardBoard,
  leaderboardQueryOptions,
  useCourseLeaderboard,
} from '../../features/gamification/index.ts';
import { CompletionBar } from '../kit/reader/CompletionBar.tsx';
import type { ReaderProps } from '../kit/reader-props.ts';

/**
 * Leaderboard: the team's board (for the chosen period) or the board of the course this deck
 * belongs to, embedded in the course; "Mark as complete" completes it and the server grants the
 * deck's points once.
 */
export function Reader({ content, record, onComplete }: ReaderProps) {
  const { t } = useTranslation('formatsMedia');
  const { courseId } = useParams();
  const parsed = leaderboardContentSchema.safeParse(content);
  const settings = parsed.success ? parsed.data : leaderboardContentSchema.parse({});
  // Outside a course (an article) the course board falls back to the team's.
  const courseBoard = settings.scope === 'course' && Boolean(courseId);
  const app = useQuery({ ...leaderboardQueryOptions(settings.window, null), enabled: !courseBoard });
  const course = useCourseLeaderboard(courseId ?? '', courseBoard);
  const query: UseQueryResult<Leaderboard> = courseBoard ? course : app;
  const heading =
    settings.title || (courseBoard ? t('leaderboard.course') : t(`leaderboard.team.${settings.window}`));

  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {heading}
      </Title>
      {query.isPending ? (
        <LoadingScreen />
      ) : query.isError ? (
        <QueryFailure error={query.error} />
      ) : (
        <LeaderboardBoard board={query.data} />
      )}
      {!query.isPending && (
        <CompletionBar
          doneBefore={record?.completion === true}
          onComplete={() => onComplete({ viewedPercentage: 100 })}
        />
      )}
      {!parsed.success && <Text c="dimmed">{t('empty')}</Text>}
    </Stack>
  );
}
