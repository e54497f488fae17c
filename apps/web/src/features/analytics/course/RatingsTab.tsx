import type { DeckQuestions } from '@lp/shared/analytics/course';
import { RATING_COMMENT_ID, RATING_QUESTION_ID } from '@lp/shared/formats/interactive';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCourseQuestions } from './api-tabs.ts';
import { CountChart, DeckCards } from './DeckBlocks.tsx';
import { deckAnswersPath, QuestionAnswers } from './SurveysTab.tsx';

const STARS = ['1', '2', '3', '4', '5'] as const;

/** Learners per star count (answers are stored as the JSON text "1".."5"), and the average. */
export function starsOf(deck: DeckQuestions) {
  const answers = deck.questions.find((q) => q.questionId === RATING_QUESTION_ID)?.answers ?? [];
  const counts = STARS.map((star) => ({
    star,
    count: answers.filter((a) => a.label === star).reduce((n, a) => n + a.count, 0),
  }));
  const total = counts.reduce((n, c) => n + c.count, 0);
  const sum = counts.reduce((n, c) => n + Number(c.star) * c.count, 0);
  return { counts, total, average: total > 0 ? Math.round((sum / total) * 10) / 10 : null };
}

/** Ratings: the average stars, how many gave each, and the comments. */
export function RatingsTab({ courseId }: { courseId: string }) {
  const { t } = useTranslation('courseAnalytics');
  const ratings = useCourseQuestions(courseId, 'rating');
  return (
    <DeckCards query={ratings} empty={t('noRatings')}>
      {(deck) => {
        const stars = starsOf(deck);
        const comments = deck.questions.find((q) => q.questionId === RATING_COMMENT_ID);
        return (
          <Stack>
            <Group>
              <Text fw={700} size="xl">
                {stars.average === null ? '–' : t('averageStars', { average: stars.average })}
              </Text>
              <Text c="dimmed">{t('ratingCount', { count: stars.total })}</Text>
            </Group>
            <CountChart
              title={t('starDistribution', { name: deck.name })}
              labelHeader={t('stars')}
              countHeader={t('learners')}
              bars={stars.counts.map((c) => ({
                label: t('starLabel', { count: Number(c.star) }),
                count: c.count,
              }))}
            />
            {comments && (
              <QuestionAnswers
                question={{ ...comments, prompt: t('comments') }}
                answersPath={deckAnswersPath(deck.deckId)}
              />
            )}
          </Stack>
        );
      }}
    </DeckCards>
  );
}
