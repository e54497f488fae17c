import { Button, Checkbox, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listOf, textOf } from '../kit/content/content-values.ts';
import { OutcomeMessage } from '../kit/reader/OutcomeMessage.tsx';
import { useFinish } from '../kit/reader/use-finish.ts';
import type { ReaderProps } from '../kit/reader-props.ts';

/** Checklist: the learner ticks every item; it completes once all are ticked. */
export function Reader({ content, record, onComplete, onRespond }: ReaderProps) {
  const { t } = useTranslation('formatsInteractive');
  const items = listOf<{ id: string; text: string }>(content.items);
  const [ticked, setTicked] = useState<string[]>(() => (record?.completion ? items.map((i) => i.id) : []));
  const { finish, pending, outcome } = useFinish(onComplete);
  const allTicked = items.length > 0 && items.every((item) => ticked.includes(item.id));
  // Each tick and untick is an answer (QUESTION_RESPONSE), so the analytics count items ticked.
  const change = (next: string[]) => {
    for (const item of items) {
      const now = next.includes(item.id);
      if (now !== ticked.includes(item.id)) onRespond?.(item.id, now);
    }
    setTicked(next);
  };

  return (
    <Stack gap="md">
      <Checkbox.Group value={ticked} onChange={change} label={t('checklist.label')}>
        <Stack gap="xs" mt="xs">
          {items.map((item) => (
            <Checkbox key={item.id} value={item.id} label={textOf(item.text)} disabled={Boolean(outcome)} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Progress value={items.length ? (ticked.length / items.length) * 100 : 0} aria-hidden />
      <Text size="sm" c="dimmed">
        {t('checklist.progress', { done: ticked.length, total: items.length })}
      </Text>
      {outcome ? (
        <OutcomeMessage outcome={outcome} />
      ) : (
        <Group>
          <Button
            leftSection={<IconCheck size={18} />}
            disabled={!allTicked}
            loading={pending}
            onClick={() => void finish({})}
          >
            {t('checklist.done')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
