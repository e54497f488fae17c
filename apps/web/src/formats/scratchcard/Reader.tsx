import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textOf } from '../kit/content/content-values.ts';
import { OutcomeMessage } from '../kit/reader/OutcomeMessage.tsx';
import { useFinish } from '../kit/reader/use-finish.ts';
import type { ReaderProps } from '../kit/reader-props.ts';
import { CollectibleNote } from '../kit/scratch/CollectibleNote.tsx';
import { ScratchCard } from '../kit/scratch/ScratchCard.tsx';

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
