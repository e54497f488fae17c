import { recommenderContentSchema, SAFE_LINK } from '@lp/shared/formats/interactive';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFinish } from '../assessment/use-finish.ts';
import { MappedQuestions } from '../profiler/MappedQuestions.tsx';
import { recommendationsFor } from '../profiler/results.ts';
import type { ReaderProps } from '../reader-props.ts';
import { OutcomeMessage } from '../shared/OutcomeMessage.tsx';

const isExternal = (link: string) => /^https?:\/\//i.test(link);

/** Recommender: the learner's answers point to content worth opening next, with links. */
export function Reader({ content, onComplete, onRespond, onRestart }: ReaderProps) {
  const { t } = useTranslation('formatsInteractive');
  const recommender = recommenderContentSchema.safeParse(content).data;
  const [answers, setAnswers] = useState<Record<string, string> | null>(null);
  const { finish, pending, outcome, reset } = useFinish(onComplete);

  if (!recommender) return <Text c="dimmed">{t('recommender.empty')}</Text>;
  const submit = async (given: Record<string, string>) => {
    for (const [questionId, optionId] of Object.entries(given)) onRespond?.(questionId, [optionId]);
    await finish({});
    setAnswers(given);
  };
  if (!answers)
    return <MappedQuestions questions={recommender.questions} pending={pending} onSubmit={submit} />;

  const picks = recommendationsFor(recommender, answers);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('recommender.title')}
      </Title>
      {picks.length === 0 && <Text c="dimmed">{t('recommender.none')}</Text>}
      <Stack gap="sm" role="list">
        {picks.map((pick) => (
          <Paper key={pick.id} withBorder radius="md" p="md" role="listitem">
            <Anchor
              href={SAFE_LINK.test(pick.link) ? pick.link : undefined}
              fw={600}
              {...(isExternal(pick.link) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {pick.title}
            </Anchor>
            {pick.description && (
              <Text size="sm" c="dimmed">
                {pick.description}
              </Text>
            )}
          </Paper>
        ))}
      </Stack>
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
