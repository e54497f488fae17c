import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCheck, IconRefresh } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listOf } from '../kit/content/content-values.ts';
import { OutcomeMessage } from '../kit/reader/OutcomeMessage.tsx';
import { useFinish } from '../kit/reader/use-finish.ts';
import type { ReaderProps } from '../kit/reader-props.ts';

type Card = { id: string; front: string; back: string };

/**
 * Flashcards: flip a card (Space or Enter), move with the arrow keys, mark the ones you know.
 * The deck completes once every card is marked known.
 */
export function Reader({ content, onComplete }: ReaderProps) {
  const { t } = useTranslation('formatsInteractive');
  const cards = listOf<Card>(content.cards);
  const [index, setIndex] = useState(0);
  const [flipped, setFlipped] = useState(false);
  const [known, setKnown] = useState<string[]>([]);
  const { finish, pending, outcome } = useFinish(onComplete);
  const card = cards[index];
  if (!card) return <Text c="dimmed">{t('flashcards.empty')}</Text>;

  const go = (to: number) => {
    if (to < 0 || to >= cards.length) return;
    setIndex(to);
    setFlipped(false);
  };
  const isKnown = known.includes(card.id);
  const toggleKnown = () =>
    setKnown((current) => (isKnown ? current.filter((id) => id !== card.id) : [...current, card.id]));
  const onKey = (event: KeyboardEvent) => {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      setFlipped((f) => !f);
    } else if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('flashcards.position', { position: index + 1, total: cards.length })} ·{' '}
        {t('flashcards.known', { count: known.length, total: cards.length })}
      </Text>
      <Paper
        withBorder
        radius="lg"
        p="xl"
        mih={200}
        tabIndex={0}
        role="button"
        aria-pressed={flipped}
        aria-label={t('flashcards.cardLabel', {
          side: flipped ? t('flashcards.back') : t('flashcards.front'),
        })}
        aria-describedby="flashcard-help"
        onKeyDown={onKey}
        onClick={() => setFlipped((f) => !f)}
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', cursor: 'pointer' }}
        bg={flipped ? 'var(--mantine-color-blue-light)' : undefined}
      >
        <Text size="xl" ta="center" aria-live="polite">
          {flipped ? card.back : card.front}
        </Text>
      </Paper>
      <Text id="flashcard-help" size="xs" c="dimmed">
        {t('flashcards.help')}
      </Text>
      <Group justify="space-between">
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
          onClick={() => go(index - 1)}
          disabled={index === 0}
        >
          {t('flashcards.previous')}
        </Button>
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} />}
            onClick={() => setFlipped((f) => !f)}
          >
            {t('flashcards.flip')}
          </Button>
          <Button
            // Green text on white fails contrast: unmarked, the button is neutral; marked, it is filled
            // green with dark text (autoContrast).
            variant={isKnown ? 'filled' : 'default'}
            color="green"
            autoContrast
            leftSection={<IconCheck size={16} />}
            aria-pressed={isKnown}
            onClick={toggleKnown}
          >
            {t('flashcards.markKnown')}
          </Button>
        </Group>
        <Button
          variant="default"
          rightSection={<IconArrowRight size={16} />}
          onClick={() => go(index + 1)}
          disabled={index === cards.length - 1}
        >
          {t('flashcards.next')}
        </Button>
      </Group>
      {outcome ? (
        <OutcomeMessage outcome={outcome} />
      ) : (
        <Group>
          <Button disabled={known.length < cards.length} loading={pending} onClick={() => void finish({})}>
            {t('flashcards.finish')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
