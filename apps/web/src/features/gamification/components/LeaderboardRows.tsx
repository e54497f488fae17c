import type { LeaderboardEntry } from '@lp/shared/gamification/index';
import { Badge, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LearnerAvatar } from './LearnerAvatar.tsx';

/** Ranked rows; the learner's own row is highlighted and named "You". */
export function LeaderboardRows({
  entries,
  myUserId,
  label,
}: {
  entries: LeaderboardEntry[];
  myUserId: string | undefined;
  label: string;
}) {
  const { t } = useTranslation('gamification');
  return (
    <ol aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 6 }}>
      {entries.map((entry) => {
        const isMe = entry.userId === myUserId;
        const points = t('leaderboard.points', { count: entry.points });
        return (
          <li
            key={entry.userId}
            aria-label={`${t('leaderboard.rank', { rank: entry.rank })}: ${entry.name}, ${points}`}
            aria-current={isMe ? 'true' : undefined}
            data-testid={isMe ? 'my-leaderboard-row' : 'leaderboard-row'}
          >
            <Paper withBorder p="xs" radius="md" bg={isMe ? 'var(--mantine-primary-color-light)' : undefined}>
              <Group wrap="nowrap" gap="sm">
                <Text fw={700} w="2.5rem" ta="right" aria-hidden>
                  {entry.rank}
                </Text>
                <LearnerAvatar name={entry.name} image={entry.image} size="md" />
                <Text fw={isMe ? 700 : 500} style={{ flex: 1, minWidth: 0 }} truncate>
                  {entry.name}
                </Text>
                {isMe && (
                  <Badge variant="filled" tt="none">
                    {t('leaderboard.you')}
                  </Badge>
                )}
                <Text fw={600} aria-hidden>
                  {points}
                </Text>
              </Group>
            </Paper>
          </li>
        );
      })}
    </ol>
  );
}
