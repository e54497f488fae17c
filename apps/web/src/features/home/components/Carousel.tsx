import { LIMITS } from '@lp/shared/constants';
import type { HomeItem } from '@lp/shared/home';
import { Anchor, Box, Group, Stack, Title } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HomeItemCard } from '../../content/index.ts';

/** SPEC §9: 1.2, 2.2 or 3.2 landscape cards per view by width under 1000, under 1500, else. */
export function slidesPerView(width: number): number {
  if (width < 1000) return 1.2;
  if (width < 1500) return 2.2;
  return 3.2;
}

/** SPEC §9: a carousel shows at most 10 items. */
export const carouselItems = <T,>(items: readonly T[]): T[] => items.slice(0, LIMITS.carouselMaxItems);

interface CarouselProps {
  title: string;
  items: readonly HomeItem[];
  /** A see-all link beside the title. */
  seeAll?: string;
}

/** A row of cards that scrolls sideways and snaps to each card. */
export function Carousel({ title, items, seeAll }: CarouselProps) {
  const { t } = useTranslation();
  const { width } = useViewportSize();
  const perView = slidesPerView(width || window.innerWidth);
  const shown = carouselItems(items);
  if (shown.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h4">
          {title}
        </Title>
        {seeAll && (
          <Anchor component={Link} to={seeAll} size="sm">
            {t('home.seeAll')}
          </Anchor>
        )}
      </Group>
      <Box
        role="list"
        style={{
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: `calc((100% - ${Math.ceil(perView) - 1} * var(--mantine-spacing-md)) / ${perView})`,
          gap: 'var(--mantine-spacing-md)',
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          paddingBottom: 'var(--mantine-spacing-xs)',
        }}
      >
        {shown.map((entry) => (
          <Box role="listitem" key={`${entry.kind}-${entry.item._id}`} style={{ scrollSnapAlign: 'start' }}>
            <HomeItemCard entry={entry} />
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
