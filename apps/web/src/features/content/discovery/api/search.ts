import { type SearchResults, type searchSuggestResponseSchema, stripSearchText } from '@lp/shared/search';
import type { TagPage } from '@lp/shared/tags';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client.ts';

// Apart from discovery.ts (home feed, banners, favourites), so the home page does not load the search
// and tag schemas.

/** GET search/suggest?text=: up to 7 name matches and matching tags; only for searchable text. */
export function useSearchSuggestions(text: string, enabled: boolean) {
  return useQuery({
    queryKey: ['search', 'suggest', text],
    queryFn: ({ signal }) =>
      api.get<z.output<typeof searchSuggestResponseSchema>>(
        `search/suggest?text=${encodeURIComponent(text)}`,
        {
          signal,
        },
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** GET search?text=: the full results page. */
export function useSearchResults(text: string) {
  const stripped = stripSearchText(text);
  return useQuery({
    queryKey: ['search', 'results', stripped],
    queryFn: () => api.get<SearchResults>(`search?text=${encodeURIComponent(stripped)}`),
    enabled: stripped.length > 0,
  });
}

/** POST searches/save: keeps the submitted term; failures do not matter to the learner. */
export function saveSearch(term: string): Promise<unknown> {
  return api.post('searches/save', { term }).catch(() => undefined);
}

/** GET tags/{name}/items. */
export function useTagPage(name: string) {
  return useQuery({
    queryKey: ['tags', 'items', name],
    queryFn: () => api.get<TagPage>(`tags/${encodeURIComponent(name)}/items`),
  });
}
