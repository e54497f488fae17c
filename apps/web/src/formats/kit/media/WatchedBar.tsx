import { Group, Progress, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { OutcomeMessage } from '../reader/OutcomeMessage.tsx';
import type { ReaderOutcome } from '../reader-props.ts';

interface WatchedBarProps {
  /** What the share counts: played time (media) or pages seen (documents). */
  label?: 'player.watched' | 'player.listened' | 'pdf.seen';
  percentage: number;
  /** The best share watched on earlier visits. */
  before: number;
  outcome: ReaderOutcome | null;
}

/** How much of a recording (or a document) this visit has played, the best before it, and the completion outcome. */
export function WatchedBar({ label = 'player.watched', percentage, before, outcome }: WatchedBarProps) {
  const { t } = useTranslation('formatsMedia');
  const labelId = useId();
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text size="sm" id={labelId}>
          {t(label, { percent: percentage })}
        </Text>
        {before > 0 && (
          <Text size="sm" c="dimmed">
            {t('player.watchedBefore', { percent: before })}
          </Text>
        )}
      </Group>
      <Progress.Root size="sm">
        <Progress.Section value={percentage} aria-labelledby={labelId} />
      </Progress.Root>
      {outcome && <OutcomeMessage outcome={outcome} />}
    </Stack>
  );
}
