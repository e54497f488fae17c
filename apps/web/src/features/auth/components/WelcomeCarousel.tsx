import { LIMITS } from '@lp/shared/constants';
import type { TeamBranding } from '@lp/shared/teams';
import { ActionIcon, Box, Group, Image, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type WelcomeCard = TeamBranding['cards'][number];

interface WelcomeCarouselProps {
  cards: WelcomeCard[];
}

/** The team's welcome cards, one at a time, with previous/next buttons and one dot per card. */
export function WelcomeCarousel({ cards }: WelcomeCarouselProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const shown = cards.slice(0, LIMITS.carouselMaxItems);
  const count = shown.length;
  const card = shown[index];
  if (!card) return null;
  const go = (next: number) => setIndex((next + count) % count);

  return (
    <Stack
      gap="md"
      w={480}
      maw="100%"
      role="region"
      aria-roledescription="carousel"
      aria-label={t('auth.register.welcomeCards')}
    >
      <Paper
        key={index}
        shadow="sm"
        radius="md"
        p="lg"
        role="group"
        aria-roledescription="slide"
        aria-label={t('auth.register.cardPosition', { position: index + 1, count })}
      >
        <Stack gap="sm">
          {card.image && <Image src={card.image} alt="" h={220} radius="md" fit="cover" />}
          <Title order={2} size="h3">
            {card.header}
          </Title>
          <Text>{card.content}</Text>
        </Stack>
      </Paper>
      {count > 1 && (
        <Group justify="center" gap="sm">
          <ActionIcon
            variant="default"
            radius="xl"
            aria-label={t('auth.register.previousCard')}
            onClick={() => go(index - 1)}
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          {shown.map((_card, position) => (
            <UnstyledButton
              // biome-ignore lint/suspicious/noArrayIndexKey: a dot stands for a position; cards never reorder here.
              key={position}
              aria-label={t('auth.register.showCard', { position: position + 1 })}
              aria-current={position === index}
              onClick={() => go(position)}
            >
              <Box
                w={10}
                h={10}
                bg={position === index ? 'var(--mantine-primary-color-filled)' : 'gray.4'}
                style={{ borderRadius: '50%' }}
              />
            </UnstyledButton>
          ))}
          <ActionIcon
            variant="default"
            radius="xl"
            aria-label={t('auth.register.nextCard')}
            onClick={() => go(index + 1)}
          >
            <IconChevronRight size={18} />
          </ActionIcon>
        </Group>
      )}
    </Stack>
  );
}
