import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listOf } from '../kit/content/content-values.ts';
import { OutcomeMessage } from '../kit/reader/OutcomeMessage.tsx';
import { useFinish } from '../kit/reader/use-finish.ts';
import type { ReaderProps } from '../kit/reader-props.ts';
import { CollectibleNote } from '../kit/scratch/CollectibleNote.tsx';
import { ScratchCard } from '../kit/scratch/ScratchCard.tsx';

type Card = { id: string; prize: string; image?: string };

/** Scratch cards: reveal every card, then collect; the deck may grant a collectible. */
export function Reader({ content, record, onComplete }: ReaderProps) {
  const { t } = useTranslation('formatsInteractive');
  const cards = listOf<Card>(content.cards);
  const [revealed, setRevealed] = useState<string[]>(() =>
    record?.completion ? cards.map((c) => c.id) : [],
  );
  const { finish, pending, outcome } = useFinish(onComplete);
  if (cards.length === 0) return <Text c="dimmed">{t('scratch.empty')}</Text>;
  const allRevealed = cards.every((card) => revealed.includes(card.id));

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('scratch.progress', { done: revealed.length, total: cards.length })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {cards.map((card, index) => (
          <ScratchCard
            key={card.id}
            label={t('scratch.card', { position: index + 1 })}
            prize={card.prize}
            image={card.image}
            revealed={revealed.includes(card.id)}
            onReveal={() =>
              setRevealed((current) => (current.includes(card.id) ? current : [...current, card.id]))
            }
          />
        ))}
      </SimpleGrid>
      {outcome ? (
        <>
          <OutcomeMessage outcome={outcome} />
          {outcome.status !== 'preview' && <CollectibleNote collectible={content.collectible} />}
        </>
      ) : (
        <Group>
          <Button disabled={!allRevealed} loading={pending} onClick={() => void finish({})}>
            {t('scratch.collect')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
