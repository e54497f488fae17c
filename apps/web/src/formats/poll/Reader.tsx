import { POLL_QUESTION_ID, pollContentSchema } from '@lp/shared/formats/interactive';
import { Button, Group, Loader, Progress, Radio, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OutcomeMessage } from '../kit/reader/OutcomeMessage.tsx';
import { useFinish } from '../kit/reader/use-finish.ts';
import type { ReaderProps } from '../kit/reader-props.ts';
import { pollResultsQueryOptions, usePollResults } from './get-poll-results.ts';

/** Poll: one question; after voting the learner sees the team's live result. */
export function Reader({ deckId, content, record, onComplete, onRespond }: ReaderProps) {
  const { t } = useTranslation('formatsInteractive');
  const poll = pollContentSchema.safeParse(content).data;
  const [choice, setChoice] = useState<string | null>(null);
  const [voting, setVoting] = useState(!record?.completion);
  const { finish, pending, outcome } = useFinish(onComplete);
  const queryClient = useQueryClient();
  const results = usePollResults(deckId, !voting);

  if (!poll) return <Text c="dimmed">{t('poll.empty')}</Text>;

  const vote = async () => {
    if (!choice) return;
    onRespond?.(POLL_QUESTION_ID, [choice]);
    await finish({});
    setVoting(false);
    if (deckId) await queryClient.invalidateQueries({ queryKey: pollResultsQueryOptions(deckId).queryKey });
  };

  if (voting) {
    return (
      <Stack gap="md">
        <Radio.Group label={poll.prompt} value={choice} onChange={setChoice}>
          <Stack gap="xs" mt="xs">
            {poll.options.map((option) => (
              <Radio key={option.id} value={option.id} label={option.text} />
            ))}
          </Stack>
        </Radio.Group>
        <Group>
          <Button onClick={vote} disabled={!choice} loading={pending}>
            {t('poll.vote')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Text fw={600}>{poll.prompt}</Text>
      {!deckId ? (
        <Text c="dimmed">{t('poll.noResults')}</Text>
      ) : results.isPending ? (
        <Loader size="sm" role="status" aria-label={t('poll.loading')} />
      ) : results.isError ? (
        <Text c="red">{t('poll.resultsFailed')}</Text>
      ) : (
        <Stack gap="sm" aria-live="polite">
          {results.data.options.map((option) => (
            <Stack key={option._id} gap={4}>
              <Group justify="space-between">
                <Text size="sm">{option.text}</Text>
                <Text size="sm" c="dimmed">
                  {t('poll.share', { percentage: option.percentage, count: option.votes })}
                </Text>
              </Group>
              <Progress
                value={option.percentage}
                aria-label={t('poll.optionShare', { option: option.text, percentage: option.percentage })}
              />
            </Stack>
          ))}
          <Text size="sm" c="dimmed">
            {t('poll.total', { count: results.data.total })}
          </Text>
        </Stack>
      )}
      {outcome && <OutcomeMessage outcome={outcome} />}
      <Group>
        <Button variant="default" onClick={() => setVoting(true)}>
          {t('poll.changeVote')}
        </Button>
      </Group>
    </Stack>
  );
}
