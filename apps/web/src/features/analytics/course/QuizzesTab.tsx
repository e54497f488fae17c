import { Card, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { useQuizQuestions } from './api.ts';

/** Quizzes: learners per score band, and each question's answers, hardest question first. */
export function QuizzesTab({ courseId }: { courseId: string }) {
  const { t } = useTranslation('courseAnalytics');
  const quizzes = useQuizQuestions(courseId);
  if (quizzes.isLoading) return <Loader aria-label={t('loading')} />;
  if (quizzes.isError) return <QueryFailure error={quizzes.error} />;
  if (!quizzes.data?.length) return <Text c="dimmed">{t('noQuizzes')}</Text>;
  return (
    <Stack>
      {quizzes.data.map((deck) => (
        <Card withBorder key={deck.deckId}>
          <Title order={3} size="h5" mb="sm">
            {deck.name}
          </Title>
          <Table mb="md">
            <Table.Caption>{t('scoreHistogram')}</Table.Caption>
            <Table.Tbody>
              {deck.scoreHistogram.map((band) => (
                <Table.Tr key={band.from}>
                  <Table.Th scope="row">
                    {band.from}–{band.to}%
                  </Table.Th>
                  <Table.Td>{band.learners}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('question')}</Table.Th>
                <Table.Th>{t('responses')}</Table.Th>
                <Table.Th>{t('percentCorrect')}</Table.Th>
                <Table.Th>{t('answerDistribution')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {deck.questions.map((q) => (
                <Table.Tr key={q.questionId}>
                  <Table.Td>{q.prompt}</Table.Td>
                  <Table.Td>{q.responses}</Table.Td>
                  <Table.Td>{q.percentCorrect === null ? '–' : `${q.percentCorrect}%`}</Table.Td>
                  <Table.Td>{q.answers.map((a) => `${a.label}: ${a.count}`).join(' · ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      ))}
    </Stack>
  );
}
