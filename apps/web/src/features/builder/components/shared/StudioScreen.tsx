import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../../components/NotFoundPage.tsx';
import { QueryFailure } from '../../../../components/QueryFailure.tsx';
import { PageLoader } from './PageLoader.tsx';

interface StudioScreenProps<Item> {
  /** The item's showAdmin query. */
  query: UseQueryResult<Item>;
  /** The sections (tabs) this kind of item has; another `:section` in the address is not found. */
  sections: readonly string[];
  children: (item: Item, section: string) => ReactNode;
}

/** /builder/{kind}/{id}/{section}: one item's screen, once the item is loaded. */
export function StudioScreen<Item>({ query, sections, children }: StudioScreenProps<Item>) {
  const { section = '' } = useParams();
  if (!sections.includes(section)) return <NotFoundPage />;
  if (query.isLoading) return <PageLoader />;
  if (query.isError) return <QueryFailure error={query.error} />;
  if (!query.data) return null;
  return children(query.data, section);
}
