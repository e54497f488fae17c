import { Button, Group, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceInput } from '../questions/ChoiceInput.tsx';

export interface MappedQuestionsProps {
  questions: { id: string; prompt: string; options: { id: string; text: string }[] }[];
  pending: boolean;
  onSubmit: (answers: Record<string, string>) => void;
}

/** Single-choice questions whose answers lead to a result (profiler, recommender). */
export function MappedQuestions({ questions, pending, onSubmit }: MappedQuestionsProps) {
  const { t } = useTranslation('formatsInteractive');
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const complete = questions.every((question) => answers[question.id]);
  return (
    <Stack gap="md">
      {questions.map((question) => (
        <Paper key={question.id} withBorder p="md" radius="md">
          <ChoiceInput
            question={question}
            value={answers[question.id] ? [answers[question.id] as string] : []}
            onChange={([id]) => id && setAnswers((current) => ({ ...current, [question.id]: id }))}
          />
        </Paper>
      ))}
      <Group>
        <Button disabled={!complete} loading={pending} onClick={() => onSubmit(answers)}>
          {t('profiler.seeResult')}
        </Button>
      </Group>
    </Stack>
  );
}
