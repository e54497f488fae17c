import { bannerSchema } from '@lp/shared/banners';
import {
  type FavoriteKind,
  favoritesSchema,
  favoriteToggleResponseSchema,
} from '@lp/shared/content/favorites';
import { homeFeedSchema } from '@lp/shared/home';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
