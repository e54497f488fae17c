import { bannerSchema } from '@lp/shared/banners';
import {
  type FavoriteKind,
  favoritesSchema,
  favoriteToggleResponseSchema,
} from '@lp/shared/content/favorites';
import { homeFeedSchema } from '@lp/shared/home';
import { searchResultsSchema, searchSuggestResponseSchema, stripSearchText } from '@lp/shared/search';
import { tagPageSchema } from '@lp/shared/tags';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

export const homeFeedKey = ['home', 'feed'] as const;
export const bannersKey = ['banners', 'published'] as const;
export const favoritesKey = ['favorites'] as const;

/** GET home/feed: the home carousels and the recommended panel. */
export function useHomeFeed() {
  return useQuery({
    queryKey: homeFeedKey,
    queryFn: async () => homeFeedSchema.parse(await api.get<unknown>('home/feed')),
  });
}

/** GET banners/published_list: [] when the team's banners flag is off. */
export function useBanners(enabled: boolean) {
  return useQuery({
    queryKey: bannersKey,
    queryFn: async () => bannerSchema.array().parse(await api.get<unknown>('banners/published_list')),
    enabled,
  });
}

/** GET search/suggest?text=: up to 7 name matches and matching tags; only for searchable text. */
export function useSearchSuggestions(text: string, enabled: boolean) {
  return useQuery({
    queryKey: ['search', 'suggest', text],
    queryFn: async ({ signal }) =>
      searchSuggestResponseSchema.parse(
        await api.get<unknown>(`search/suggest?text=${encodeURIComponent(text)}`, { signal }),
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
    queryFn: async () =>
      searchResultsSchema.parse(await api.get<unknown>(`search?text=${encodeURIComponent(stripped)}`)),
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
    queryFn: async () =>
      tagPageSchema.parse(await api.get<unknown>(`tags/${encodeURIComponent(name)}/items`)),
  });
}

/** GET favorites: what the learner marked. */
export function useFavorites() {
  return useQuery({
    queryKey: favoritesKey,
    queryFn: async () => favoritesSchema.parse(await api.get<unknown>('favorites')),
  });
}

/** POST favorites/{kind}/{id}/toggle, then the favorites are fetched again. */
export function useToggleFavorite(kind: FavoriteKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      favoriteToggleResponseSchema.parse(await api.post<unknown>(`favorites/${kind}/${id}/toggle`)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: favoritesKey });
      void queryClient.invalidateQueries({ queryKey: ['articles'] });
    },
  });
}
