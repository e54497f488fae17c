import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DeckStatus } from '../deck-locks.ts';

interface DeckFooterProps {
  coursePath: string;
  next: DeckStatus | null;
  nextPath: string | null;
}

/** After a deck: on to the next one when it is open, or back to the course. */
export function DeckFooter({ coursePath, next, nextPath }: DeckFooterProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between">
      <Button component={Link} to={coursePath} variant="default" leftSection={<IconArrowLeft size={18} />}>
        {t('courses.backToCourse')}
      </Button>
      {next && nextPath && !next.locked && (
        <Button component={Link} to={nextPath} rightSection={<IconArrowRight size={18} />}>
          {t('courses.nextDeck', { name: next.deck.name })}
        </Button>
      )}
    </Group>
  );
}
