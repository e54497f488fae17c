import type { CourseDetail } from '@lp/shared/content/catalog';
import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CourseProgress } from '../api/get-course-progress.ts';
import type { DeckStatus } from '../deck-locks.ts';

interface CourseProgressPanelProps {
  course: CourseDetail;
  progress: CourseProgress | undefined;
  statuses: Map<string, DeckStatus>;
}

/** Progress per topic (the server's topic records) and the number of decks done. */
export function CourseProgressPanel({ course, progress, statuses }: CourseProgressPanelProps) {
  const { t } = useTranslation();
  const all = [...statuses.values()];
  const done = all.filter((status) => status.complete).length;
  const topics = [...course.topics].sort((a, b) => a.position - b.position);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('courses.tabs.progress')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('courses.decksDone', { done, total: all.length })}
        </Text>
        {topics.map((topic) => {
          const percentage = Math.round(progress?.topics[topic._id]?.viewedPercentage ?? 0);
          return (
            <Stack key={topic._id} gap={4}>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" truncate="end">
                  {topic.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('courses.percentage', { percentage })}
                </Text>
              </Group>
              <Progress value={percentage} size="sm" aria-label={topic.name} />
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}
