import { LAYOUT } from '@lp/shared/constants';
import { Card, Progress, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { shorten } from '../lib/shorten.ts';
import { type CoverItem, ItemCover } from './ItemCover.tsx';

interface ContentCardProps {
  title: string;
  description?: string;
  /** The item the picture is of: its uploaded image, else its generated cover. */
  cover: CoverItem;
  /** Progress in percent, shown as a bar along the picture; absent for items without progress. */
  progress?: number | null;
  /** Where the card leads; without it the card is not a link (locked content). */
  to?: string | null;
  /** A small line above the title (kind of content). */
  eyebrow?: ReactNode;
  footer?: ReactNode;
}

/** A card of the library: picture (uploaded or generated) with its progress bar, title shortened at 40 characters (SPEC §5), description and status. */
export function ContentCard({ title, description, cover, progress, to, eyebrow, footer }: ContentCardProps) {
  // The picture is the card's first child, so Mantine draws it flush with the card's top edge (a
  // fragment around both would leave a blank band above it).
  const picture = (
    <Card.Section mb="sm" pos="relative">
      <ItemCover item={cover} />
      {progress != null && progress > 0 && (
        // The status line below says the same in words, so the bar is hidden from screen readers.
        <Progress.Root size={6} radius={0} pos="absolute" bottom={0} left={0} right={0} aria-hidden>
          <Progress.Section value={progress} data-testid="card-progress" />
        </Progress.Root>
      )}
    </Card.Section>
  );
  const body = (
    <Stack gap={6} h="100%">
      {eyebrow}
      <Text fw={600} title={title}>
        {shorten(title, LAYOUT.cardTitleMaxChars[0])}
      </Text>
      {description && (
        <Text size="sm" c="dimmed" lineClamp={2}>
          {description}
        </Text>
      )}
      {footer && <div style={{ marginTop: 'auto' }}>{footer}</div>}
    </Stack>
  );
  if (!to) {
    return (
      <Card withBorder radius="md" padding="md" aria-disabled style={{ opacity: 0.75 }}>
        {picture}
        {body}
      </Card>
    );
  }
  return (
    <Card withBorder radius="md" padding="md" component={Link} to={to}>
      {picture}
      {body}
    </Card>
  );
}
