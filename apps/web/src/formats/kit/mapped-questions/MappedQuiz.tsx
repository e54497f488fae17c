import { Button, Group, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OutcomeMessage } from '../reader/OutcomeMessage.tsx';
import { useFinish } from '../reader/use-finish.ts';
import type { ReaderProps } from '../reader-props.ts';
import { MappedQuestions, type MappedQuestionsProps } from './MappedQuestions.tsx';

type Answers = Record<string, string>;

interface MappedQuizProps extends Pick<ReaderProps, 'onComplete' | 'onRespond' | 'onRestart'> {
  questions: MappedQuestionsProps['questions'];
  /** What the answers lead to (a profile, recommendations). */
  result: (answers: Answers) => ReactNode;
}

/**
 * The questions of a profiler or recommender, then the result the answers lead to: each answer is
 * reported, the deck completes, and the learner may answer again.
 */
export function MappedQuiz({ questions, onComplete, onRespond, onRestart, result }: MappedQuizProps) {
  const { t } = useTranslation('formatsInteractive');
  const [answers, setAnswers] = useState<Answers | null>(null);
  const { finish, pending, outcome, reset } = useFinish(onComplete);

  const submit = async (given: Answers) => {
    for (const [questionId, optionId] of Object.entries(given)) onRespond?.(questionId, [optionId]);
    await finish({});
    setAnswers(given);
  };
  if (!answers) return <MappedQuestions questions={questions} pending={pending} onSubmit={submit} />;
  return (
    <Stack gap="md">
      {result(answers)}
      {outcome && <OutcomeMessage outcome={outcome} />}
      <Group>
        <Button
          variant="default"
          onClick={() => {
            onRestart?.();
            reset();
            setAnswers(null);
          }}
        >
          {t('profiler.again')}
        </Button>
      </Group>
    </Stack>
  );
}
