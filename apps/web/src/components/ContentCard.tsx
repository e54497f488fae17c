import { LAYOUT } from '@lp/shared/constants';
import { Card, Image, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { shorten } from '../lib/shorten.ts';

interface ContentCardProps {
  title: string;
  description?: string;
  image?: string | null;
  /** Where the card leads; without it the card is not a link (locked content). */
  to?: string | null;
  /** A small line above the title (kind of content). */
  eyebrow?: ReactNode;
  footer?: ReactNode;
}

/** A card of the library: image, title shortened at 40 characters (SPEC §5), description and status. */
export function ContentCard({ title, description, image, to, eyebrow, footer }: ContentCardProps) {
  const body = (
    <>
      {image && (
        <Card.Section mb="sm">
          <Image src={image} alt="" h={120} fit="cover" />
        </Card.Section>
      )}
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
    </>
  );
  if (!to) {
    return (
      <Card withBorder radius="md" padding="md" aria-disabled style={{ opacity: 0.75 }}>
        {body}
      </Card>
    );
  }
  return (
    <Card withBorder radius="md" padding="md" component={Link} to={to}>
      {body}
    </Card>
  );
}
