import type { HomeItem } from '@lp/shared/home';
import type { SearchResults } from '@lp/shared/search';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HomeItemCard } from './HomeItemCard.tsx';

type ItemLists = Pick<SearchResults, 'courses' | 'programs' | 'articles'>;

/** The courses, programs and articles of a search, a tag or the favorites, as cards. */
export function toHomeItems({ courses, programs, articles }: ItemLists): HomeItem[] {
  return [
    ...courses.map((item) => ({ kind: 'course' as const, item })),
    ...programs.map((item) => ({ kind: 'program' as const, item })),
    ...articles.map((item) => ({ kind: 'article' as const, item })),
  ];
}

/** A titled grid of cards, or the empty text. */
export function ItemGrid({ title, lists, empty }: { title: string; lists: ItemLists; empty: string }) {
  const { t } = useTranslation();
  const items = toHomeItems(lists);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-label={t('discovery.results')}>
          {items.map((entry) => (
            <HomeItemCard key={`${entry.kind}-${entry.item._id}`} entry={entry} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
