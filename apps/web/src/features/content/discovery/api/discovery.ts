import type { Banner } from '@lp/shared/banners';
import type { FavoriteKind, Favorites, favoriteToggleResponseSchema } from '@lp/shared/content/favorites';
import type { HomeFeed } from '@lp/shared/home';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client.ts';

export const homeFeedKey = ['home', 'feed'] as const;
export const bannersKey = ['banners', 'published'] as const;
export const favoritesKey = ['favorites'] as const;

/** GET home/feed: the home carousels and the recommended panel. */
export function useHomeFeed() {
  return useQuery({
    queryKey: homeFeedKey,
    queryFn: () => api.get<HomeFeed>('home/feed'),
  });
}

/** GET banners/published_list: [] when the team's banners flag is off. */
export function useBanners(enabled: boolean) {
  return useQuery({
    queryKey: bannersKey,
    queryFn: () => api.get<Banner[]>('banners/published_list'),
    enabled,
  });
}

/** GET favorites: what the learner marked. */
export function useFavorites() {
  return useQuery({
    queryKey: favoritesKey,
    queryFn: () => api.get<Favorites>('favorites'),
  });
}

/** POST favorites/{kind}/{id}/toggle, then the favorites are fetched again. */
export function useToggleFavorite(kind: FavoriteKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<z.output<typeof favoriteToggleResponseSchema>>(`favorites/${kind}/${id}/toggle`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: favoritesKey });
      void queryClient.invalidateQueries({ queryKey: ['articles'] });
    },
  });
}
