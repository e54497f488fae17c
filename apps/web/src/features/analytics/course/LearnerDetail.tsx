import type { ItemProgress } from '@lp/shared/analytics/course';
import { Accordion, Badge, Button, Drawer, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { useQuizQuestions } from './api.ts';
import {
  type Override,
  useLearnerCourseDetail,
  useLearnerOverride,
  useLearnerResponses,
} from './api-tabs.ts';

interface Props {
  courseId: string;
  learner: { userId: string; name: string };
  mayOverride: boolean;
  onClose: () => void;
  onError: (e: unknown) => void;
}

/** One learner's answers in a deck: the question and answer in words where the quiz names them. */
function DeckAnswers({ deckId, userId, courseId }: { deckId: string; userId: string; courseId: string }) {
  const { t } = useTranslation('courseAnalytics');
  const responses = useLearnerResponses(deckId, userId);
  const quizzes = useQuizQuestions(courseId);
  if (responses.isLoading) return <Loader size="sm" aria-label={t('loading')} />;
  if (responses.isError) return <QueryFailure error={responses.error} />;
  if (!responses.data?.length) return <Text c="dimmed">{t('noAnswers')}</Text>;
  const questions = quizzes.data?.find((d) => d.deckId === deckId)?.questions ?? [];
  const inWords = (questionId: string, response: unknown) => {
    const key = JSON.stringify(response);
    const label = questions
      .find((q) => q.questionId === questionId)
      ?.answers.find((a) => a.answer === key)?.label;
    return label ?? (typeof response === 'string' ? response : key);
  };
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('question')}</Table.Th>
          <Table.Th>{t('answer')}</Table.Th>
          <Table.Th>{t('percentCorrect')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {responses.data.map((r) => (
          <Table.Tr key={`${r.questionId}-${r.answeredAt}`}>
            <Table.Td>
              {questions.find((q) => q.questionId === r.questionId)?.prompt ?? r.questionId}
            </Table.Td>
            <Table.Td>{inWords(r.questionId, r.response)}</Table.Td>
            <Table.Td>{r.correct ? t('yes') : t('no')}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function StateLine({ item }: { item: ItemProgress }) {
  const { t } = useTranslation('courseAnalytics');
  return (
    <Group gap="xs">
      <Badge variant="light">{t(`status.${item.status}`)}</Badge>
      <Text size="sm">
        {t('progress')} {item.progress}% · {t('score')} {item.score}% ·{' '}
        {t('attempts', { count: item.attempts })}
      </Text>
    </Group>
  );
}

/** The learners tab's drill-down: a learner's course, topic and deck states, answers, and admin overrides. */
export function LearnerDetail({ courseId, learner, mayOverride, onClose, onError }: Props) {
  const { t } = useTranslation('courseAnalytics');
  const detail = useLearnerCourseDetail(learner.userId, courseId);
  const override = useLearnerOverride(learner.userId, courseId);
  const [open, setOpen] = useState<string | null>(null);
  const run = (o: Override) => override.mutate(o, { onError });
  const busy = override.isPending;
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="xl"
      title={t('learnerDetail', { name: learner.name })}
      closeButtonProps={{ 'aria-label': t('closeDetail') }}
    >
      {detail.isLoading && <Loader aria-label={t('loading')} />}
      {detail.isError && <QueryFailure error={detail.error} />}
      {detail.data && (
        <Stack>
          <StateLine item={detail.data.course} />
          {mayOverride && (
            <Group>
              <Button size="xs" loading={busy} onClick={() => run({ kind: 'course', completion: true })}>
                {t('markCourseComplete')}
              </Button>
              <Button
                size="xs"
                variant="light"
                color="red"
                loading={busy}
                onClick={() => run({ kind: 'course', completion: false })}
              >
                {t('resetCourse')}
              </Button>
            </Group>
          )}
          <Title order={3} size="h5">
            {t('topics')}
          </Title>
          <Table>
            <Table.Tbody>
              {detail.data.topics.map((topic) => (
                <Table.Tr key={topic.itemId}>
                  <Table.Th scope="row">{topic.name}</Table.Th>
                  <Table.Td>
                    <StateLine item={topic} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Title order={3} size="h5">
            {t('decks')}
          </Title>
          <Accordion value={open} onChange={setOpen}>
            {detail.data.decks.map((deck) => (
              <Accordion.Item key={deck.itemId} value={deck.itemId}>
                <Accordion.Control>{deck.name}</Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="xs">
                    <StateLine item={deck} />
                    {mayOverride && (
                      <Group>
                        <Button
                          size="xs"
                          variant="light"
                          loading={busy}
                          onClick={() => run({ kind: 'deck', deckId: deck.itemId, completion: true })}
                          aria-label={t('markDeckDoneOf', { name: deck.name })}
                        >
                          {t('markDeckDone')}
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          loading={busy}
                          onClick={() => run({ kind: 'deck', deckId: deck.itemId, completion: false })}
                          aria-label={t('resetDeckOf', { name: deck.name })}
                        >
                          {t('resetDeck')}
                        </Button>
                      </Group>
                    )}
                    {open === deck.itemId && (
                      <DeckAnswers deckId={deck.itemId} userId={learner.userId} courseId={courseId} />
                    )}
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Stack>
      )}
    </Drawer>
  );
}
