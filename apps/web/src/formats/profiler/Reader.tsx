import { profilerContentSchema } from '@lp/shared/formats/interactive';
import { Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFinish } from '../assessment/use-finish.ts';
import type { ReaderProps } from '../reader-props.ts';
import { OutcomeMessage } from '../shared/OutcomeMessage.tsx';
import { MappedQuestions } from './MappedQuestions.tsx';
import { profileFor } from './results.ts';

/** Profiler: the learner's answers lead to the profile (persona) they match best. */
export function Reader({ content, onComplete, onRespond, onRestart }: ReaderProps) {
  const { t } = useTranslation('formatsInteractive');
  const profiler = profilerContentSchema.safeParse(content).data;
  const [answers, setAnswers] = useState<Record<string, string> | null>(null);
  const { finish, pending, outcome, reset } = useFinish(onComplete);

  if (!profiler) return <Text c="dimmed">{t('profiler.empty')}</Text>;
  const submit = async (given: Record<string, string>) => {
    for (const [questionId, optionId] of Object.entries(given)) onRespond?.(questionId, [optionId]);
    await finish({});
    setAnswers(given);
  };

  const profile = answers ? profileFor(profiler, answers) : undefined;
  if (!answers || !profile) {
    return <MappedQuestions questions={profiler.questions} pending={pending} onSubmit={submit} />;
  }
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('profiler.youAre')}
          </Text>
          <Title order={2} size="h3">
            {profile.title}
          </Title>
          {profile.image && <Image src={profile.image} alt={profile.title} maw={240} radius="md" />}
          {profile.description && <Text>{profile.description}</Text>}
        </Stack>
      </Paper>
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
