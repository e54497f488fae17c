import type { QuestionStats } from '@lp/shared/analytics/course';
import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCourseQuestions } from './api-tabs.ts';
import { CountChart, DeckCards } from './DeckBlocks.tsx';

/** A free-text question's answers as written (the same text given twice shows once with its count). */
function FreeText({ question }: { question: QuestionStats }) {
  const { t } = useTranslation('courseAnalytics');
  if (question.answers.length === 0) return <Text c="dimmed">{t('noAnswers')}</Text>;
  return (
    <List spacing={4} size="sm" aria-label={t('freeTextAnswers', { question: question.prompt })}>
      {question.answers.map((answer) => (
        <List.Item key={answer.answer}>
          {answer.label}
          {answer.count > 1 && ` (${answer.count})`}
        </List.Item>
      ))}
    </List>
  );
}

export function QuestionAnswers({ question }: { question: QuestionStats }) {
  const { t } = useTranslation('courseAnalytics');
  return (
    <Stack gap="xs">
      <Title order={4} size="h6">
        {question.prompt} · {t('answerCount', { count: question.responses })}
      </Title>
      {question.type === 'text' ? (
        <FreeText question={question} />
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

/** Surveys and polls: each question's answer distribution, and free-text answers as written. */
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
            <QuestionAnswers key={question.questionId} question={question} />
          ))}
        </Stack>
      )}
    </DeckCards>
  );
}
