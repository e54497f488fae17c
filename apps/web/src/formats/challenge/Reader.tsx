import { Badge, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTargetArrow } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listOf, textOf } from '../kit/content/content-values.ts';
import { OutcomeMessage } from '../kit/reader/OutcomeMessage.tsx';
import { useFinish } from '../kit/reader/use-finish.ts';
import type { ReaderProps } from '../kit/reader-props.ts';

type Task = { id: string; title: string; details?: string };

/** Challenge: the learner works through every task, then claims the deck's points (once). */
export function Reader({ content, settings, record, onComplete }: ReaderProps) {
  const { t } = useTranslation('formatsInteractive');
  const tasks = listOf<Task>(content.tasks);
  const [done, setDone] = useState<string[]>(() => (record?.completion ? tasks.map((task) => task.id) : []));
  const { finish, pending, outcome } = useFinish(onComplete);
  const allDone = tasks.length > 0 && tasks.every((task) => done.includes(task.id));
  const toggle = (id: string, checked: boolean) =>
    setDone((current) => (checked ? [...current, id] : current.filter((other) => other !== id)));

  return (
    <Stack gap="md">
      {textOf(content.intro) && <Text>{textOf(content.intro)}</Text>}
      {(settings?.maxPoints ?? 0) > 0 && (
        <Group>
          <Badge leftSection={<IconTargetArrow size={14} />} variant="light" tt="none">
            {t('challenge.reward', { points: settings?.maxPoints })}
          </Badge>
        </Group>
      )}
      <Stack gap="sm" role="list" aria-label={t('challenge.tasks')}>
        {tasks.map((task) => (
          <Paper key={task.id} withBorder p="sm" radius="md" role="listitem">
            <Checkbox
              checked={done.includes(task.id)}
              onChange={(event) => toggle(task.id, event.currentTarget.checked)}
              disabled={Boolean(outcome)}
              label={textOf(task.title)}
              description={task.details}
            />
          </Paper>
        ))}
      </Stack>
      <Text size="sm" c="dimmed">
        {t('challenge.progress', { done: done.length, total: tasks.length })}
      </Text>
      {outcome ? (
        <OutcomeMessage outcome={outcome} />
      ) : (
        <Group>
          <Button disabled={!allDone} loading={pending} onClick={() => void finish({})}>
            {record?.completion ? t('challenge.doneAgain') : t('challenge.claim')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
