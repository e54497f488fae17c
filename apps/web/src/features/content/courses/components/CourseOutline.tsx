import type { CourseDetail } from '@lp/shared/content/catalog';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DeckStatus } from '../deck-locks.ts';
import { DeckRow } from './DeckRow.tsx';

interface CourseOutlineProps {
  course: CourseDetail;
  statuses: Map<string, DeckStatus>;
  /** The player's address of a deck; null in exploration (browse without starting). */
  deckPath: ((deckId: string) => string) | null;
}

/** The topics of a course with their decks, each deck complete, open or locked. */
export function CourseOutline({ course, statuses, deckPath }: CourseOutlineProps) {
  const { t } = useTranslation();
  const topics = [...course.topics].sort((a, b) => a.position - b.position);
  if (topics.length === 0) return <Text c="dimmed">{t('courses.noContent')}</Text>;
  return (
    <Stack gap="md">
      {topics.map((topic) => (
        <Paper key={topic._id} withBorder radius="md" p="md" component="section" aria-label={topic.name}>
          <Title order={2} size="h4" mb="xs">
            {topic.name}
          </Title>
          <Stack gap={4} component="ul" p={0} m={0}>
            {[...topic.decks]
              .sort((a, b) => a.position - b.position)
              .map((deck) => {
                const status = statuses.get(deck._id);
                return status ? (
                  <DeckRow key={deck._id} status={status} to={deckPath ? deckPath(deck._id) : null} />
                ) : null;
              })}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
