import type { LeaderboardEntry } from '@lp/shared/gamification/index';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrophyFilled } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LearnerAvatar } from './LearnerAvatar.tsx';

const MEDAL_COLORS = ['#D4AF37', '#A7A7AD', '#A97142'] as const;
/** Second place on the left, the winner in the middle, third on the right. */
const PODIUM_ORDER = [1, 0, 2] as const;
const HEIGHTS = ['8rem', '5.5rem', '4rem'] as const;

/** The first three rows of a board on a podium (ties keep the rank the server sent). */
export function Podium({ entries, myUserId }: { entries: LeaderboardEntry[]; myUserId: string | undefined }) {
  const { t } = useTranslation('gamification');
  const titleId = useId();
  const top = entries.slice(0, 3);
  if (top.length === 0) return null;
  return (
    <section aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="sm">
        {t('leaderboard.podium')}
      </Title>
      <ol
        aria-labelledby={titleId}
        style={{
          display: 'flex',
          alignItems: 'flex-end',
          justifyContent: 'center',
          gap: 12,
          listStyle: 'none',
          padding: 0,
          margin: 0,
        }}
      >
        {PODIUM_ORDER.filter((place) => top[place]).map((place) => {
          const entry = top[place] as LeaderboardEntry;
          const isMe = entry.userId === myUserId;
          // The step follows the rank, not the seat: learners tied for first all stand on gold.
          const step = Math.min(Math.max(entry.rank, 1), 3) - 1;
          return (
            <li
              key={entry.userId}
              data-testid={isMe ? 'my-leaderboard-row' : 'podium-entry'}
              aria-current={isMe ? 'true' : undefined}
              aria-label={`${t('leaderboard.rank', { rank: entry.rank })}: ${entry.name}, ${t('leaderboard.points', { count: entry.points })}`}
              style={{ flex: '0 1 11rem', minWidth: 0 }}
            >
              <Stack align="center" gap={4}>
                <LearnerAvatar name={entry.name} image={entry.image} size={step === 0 ? 'xl' : 'lg'} />
                <Text fw={700} ta="center" lineClamp={1} maw="100%">
                  {entry.name}
                  {isMe && ` (${t('leaderboard.you')})`}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('leaderboard.points', { count: entry.points })}
                </Text>
                <Paper
                  withBorder
                  w="100%"
                  h={HEIGHTS[step]}
                  bg={MEDAL_COLORS[step]}
                  style={{
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    borderRadius: '8px 8px 0 0',
                  }}
                >
                  <Stack gap={0} align="center">
                    <IconTrophyFilled size={20} color="white" aria-hidden />
                    <Text fw={800} size="xl" c="white" aria-hidden>
                      {entry.rank}
                    </Text>
                  </Stack>
                </Paper>
              </Stack>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
