import { Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconCircle, IconCircleCheckFilled, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDisplayNames } from '../../../../lib/display-names.ts';
import type { DeckStatus } from '../deck-locks.ts';

interface DeckRowProps {
  status: DeckStatus;
  /** The player's address; null when the deck cannot be opened from here. */
  to: string | null;
}

/** One deck of the outline: its name and category, with a complete or locked mark. */
export function DeckRow({ status, to }: DeckRowProps) {
  const { t } = useTranslation();
  const names = useDisplayNames();
  const { deck, complete, locked } = status;
  const state = complete
    ? t('courses.deck.complete')
    : locked
      ? t('courses.deck.locked')
      : t('courses.deck.open');
  const icon = complete ? (
    <IconCircleCheckFilled size={20} />
  ) : locked ? (
    <IconLock size={18} />
  ) : (
    <IconCircle size={18} />
  );
  const row = (
    <Group gap="sm" wrap="nowrap" py={6} px="xs">
      <ThemeIcon variant="transparent" color={complete ? 'green' : 'gray'} aria-hidden>
        {icon}
      </ThemeIcon>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Text fw={500} truncate="end" c={locked ? 'dimmed' : undefined}>
          {deck.name}
        </Text>
        <Text size="xs" c="dimmed">
          {names.format(deck.category)} · {state}
        </Text>
      </div>
    </Group>
  );
  const stateName = complete ? 'complete' : locked ? 'locked' : 'open';
  return (
    <li aria-label={`${deck.name}: ${state}`} data-state={stateName} style={{ listStyle: 'none' }}>
      {to && !locked ? (
        <UnstyledButton
          component={Link}
          to={to}
          display="block"
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        >
          {row}
        </UnstyledButton>
      ) : (
        row
      )}
    </li>
  );
}
