import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textOf } from '../assessment/editing/ids.ts';
import { useFinish } from '../assessment/use-finish.ts';
import type { ReaderProps } from '../reader-props.ts';
import { OutcomeMessage } from '../shared/OutcomeMessage.tsx';
import { CollectibleNote } from './CollectibleNote.tsx';
import { ScratchCard } from './ScratchCard.tsx';

/** Scratch card: scratch (or reveal) the prize, then collect it. */
export function Reader({ name, content, record, onComplete }: ReaderProps) {
  const { t } = useTranslation('formatsInteractive');
  const [revealed, setRevealed] = useState(Boolean(record?.completion));
  const { finish, pending, outcome } = useFinish(onComplete);
  const prize = textOf(content.prize);
  if (!prize) return <Text c="dimmed">{t('scratch.empty')}</Text>;

  return (
    <Stack gap="md" align="flex-start">
      <ScratchCard
        label={name}
        prize={prize}
        image={typeof content.image === 'string' ? content.image : undefined}
        revealed={revealed}
        onReveal={() => setRevealed(true)}
      />
      {outcome ? (
        <>
          <OutcomeMessage outcome={outcome} />
          {outcome.status !== 'preview' && <CollectibleNote collectible={content.collectible} />}
        </>
      ) : (
        revealed && (
          <Group>
            <Button loading={pending} onClick={() => void finish({})}>
              {t('scratch.collect')}
            </Button>
          </Group>
        )
      )}
    </Stack>
  );
}
