import type { QuestionStats } from '@lp/shared/analytics/course';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCourseQuestions } from './api-tabs.ts';
import { CountChart, DeckCards } from './DeckBlocks.tsx';
import { FreeTextAnswers } from './FreeTextAnswers.tsx';

/** `answersPath` pages the free-text answers: analytics/questions/{deckId}/responses/learners or an article's. */
export const deckAnswersPath = (deckId: string) => `analytics/questions/${deckId}/responses/learners`;

export function QuestionAnswers({ question, answersPath }: { question: QuestionStats; answersPath: string }) {
  const { t } = useTranslation('courseAnalytics');
  return (
    <Stack gap="xs">
      <Title order={4} size="h6">
        {question.prompt} · {t('answerCount', { count: question.responses })}
      </Title>
      {question.type === 'text' ? (
        <FreeTextAnswers path={answersPath} questionId={question.questionId} prompt={question.prompt} />
      ) : question.answers.length === 0 ? (
        <Text c="dimmed">{t('noAnswers')}</Text>
      ) : (
        <CountChart
          title={question.prompt}
          labelHeader={t('answer')}
          countHeader={t('responses')}
          bars={question.answers.map((a) => ({ label: a.label, count: a.count }))}
        />
      )}
    </Stack>
  );
}

/** Surveys and polls: each question's answer distribution, and free-text answers as written (paged). */
export function SurveysTab({ courseId }: { courseId: string }) {
  const { t } = useTranslation('courseAnalytics');
  const surveys = useCourseQuestions(courseId, 'survey');
  const polls = useCourseQuestions(courseId, 'poll');
  const query = {
    isLoading: surveys.isLoading || polls.isLoading,
    isError: surveys.isError || polls.isError,
    error: surveys.error ?? polls.error,
    data: surveys.data && polls.data ? [...surveys.data, ...polls.data] : undefined,
  };
  return (
    <DeckCards query={query} empty={t('noSurveys')}>
      {(deck) => (
        <Stack gap="lg">
          {deck.questions.map((question) => (
            <QuestionAnswers
              key={question.questionId}
              question={question}
              answersPath={deckAnswersPath(deck.deckId)}
            />
          ))}
        </Stack>
      )}
    </DeckCards>
  );
}
