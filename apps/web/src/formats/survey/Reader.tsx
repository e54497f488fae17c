import type { ResponseValue } from '@lp/shared/formats/assessment';
import { surveyQuestionSchema } from '@lp/shared/formats/interactive';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listOf } from '../kit/content/content-values.ts';
import { isAnswered, normalizeResponse } from '../kit/questions/questions.ts';
import { OutcomeMessage } from '../kit/reader/OutcomeMessage.tsx';
import { useFinish } from '../kit/reader/use-finish.ts';
import type { ReaderProps } from '../kit/reader-props.ts';
import { SurveyQuestionInput } from './SurveyQuestionInput.tsx';

/** Survey: questions without right answers; every answer is sent, then the survey completes. */
export function Reader({ content, record, onComplete, onRespond }: ReaderProps) {
  const { t } = useTranslation('formatsInteractive');
  const questions = listOf<unknown>(content.questions).flatMap((q) => {
    const parsed = surveyQuestionSchema.safeParse(q);
    return parsed.success ? [parsed.data] : [];
  });
  const [answers, setAnswers] = useState<Record<string, ResponseValue>>({});
  const { finish, pending, outcome } = useFinish(onComplete);
  const answered = questions.filter((q) => isAnswered(answers[q.id])).length;

  const submit = () => {
    for (const question of questions) {
      const response = normalizeResponse(answers[question.id]);
      if (response !== undefined) onRespond?.(question.id, response);
    }
    void finish({
      viewedPercentage: questions.length ? Math.round((answered / questions.length) * 100) : 100,
    });
  };

  if (outcome) return <OutcomeMessage outcome={outcome} headline={t('survey.thanks')} />;
  return (
    <Stack gap="md">
      {record?.completion && (
        <Text size="sm" c="dimmed">
          {t('survey.answeredBefore')}
        </Text>
      )}
      {questions.map((question) => (
        <Paper key={question.id} withBorder p="md" radius="md">
          <SurveyQuestionInput
            question={question}
            value={answers[question.id]}
            onChange={(value) => setAnswers((current) => ({ ...current, [question.id]: value }))}
          />
        </Paper>
      ))}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('survey.progress', { done: answered, total: questions.length })}
        </Text>
        <Button onClick={submit} disabled={answered < questions.length} loading={pending}>
          {t('survey.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
