import type { FavoriteKind } from '@lp/shared/content/favorites';
import type { HomeItem } from '@lp/shared/home';
import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { ArticleCard } from '../../articles/index.ts';
import { CourseCard } from '../../courses/index.ts';
import { ProgramCard } from '../../programs/index.ts';
import { FavoriteButton } from './FavoriteButton.tsx';

/** Where a card of any kind leads. */
export function itemPath(item: { kind: FavoriteKind; _id: string; readerType: string }): string {
  if (item.kind === 'course') return `/courses/${item._id}`;
  if (item.kind === 'program') return `/programs/${item._id}`;
  return `/content/${item.readerType}/${item._id}`;
}

/** A course, program or article card with its bookmark toggle. */
export function HomeItemCard({ entry }: { entry: HomeItem }) {
  let card: ReactNode;
  if (entry.kind === 'course') card = <CourseCard course={entry.item} />;
  else if (entry.kind === 'program') card = <ProgramCard program={entry.item} />;
  else card = <ArticleCard article={entry.item} />;
  return (
    <Box pos="relative" h="100%" style={{ display: 'grid' }}>
      {card}
      <Box pos="absolute" top={6} right={6}>
        <FavoriteButton kind={entry.kind} id={entry.item._id} name={entry.item.name} />
      </Box>
    </Box>
  );
}
