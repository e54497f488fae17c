import type { TeamBranding } from '@lp/shared/teams';
import { ActionIcon, Button, Card, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from '../shared/ImagePicker.tsx';

type WelcomeCard = TeamBranding['cards'][number];
const MAX_CARDS = 20;

/** The welcome carousel's cards (SPEC §3 team cards: image, header, content). */
export function WelcomeCardsField({
  cards,
  onChange,
}: {
  cards: WelcomeCard[];
  onChange: (cards: WelcomeCard[]) => void;
}) {
  const { t } = useTranslation('builder');
  const update = (index: number, patch: Partial<WelcomeCard>) =>
    onChange(cards.map((card, i) => (i === index ? { ...card, ...patch } : card)));
  return (
    <Stack>
      {cards.length === 0 && <Text c="dimmed">{t('design.noCards')}</Text>}
      {cards.map((card, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: cards have no id; their order is their identity
        <Card key={index} withBorder aria-label={t('design.cardN', { n: index + 1 })} component="section">
          <Group justify="space-between" mb="xs">
            <Text fw={600}>{t('design.cardN', { n: index + 1 })}</Text>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('design.removeCard', { n: index + 1 })}
              onClick={() => onChange(cards.filter((_, i) => i !== index))}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
          <Stack gap="xs">
            <TextInput
              label={t('design.cardHeader')}
              value={card.header}
              onChange={(event) => update(index, { header: event.currentTarget.value })}
            />
            <Textarea
              label={t('design.cardContent')}
              autosize
              minRows={2}
              value={card.content}
              onChange={(event) => update(index, { content: event.currentTarget.value })}
            />
            <ImagePicker
              label={t('design.cardImage')}
              value={card.image || null}
              onChange={(image) => update(index, { image: image ?? '' })}
            />
          </Stack>
        </Card>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={cards.length >= MAX_CARDS}
          onClick={() => onChange([...cards, { image: '', header: '', content: '' }])}
        >
          {t('design.addCard')}
        </Button>
      </Group>
    </Stack>
  );
}
