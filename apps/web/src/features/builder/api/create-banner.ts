import type { Banner, BannerCreateBody } from '@lp/shared/banners';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshBanners } from './banner-cache.ts';

/** POST banners/create */
export async function createBanner(body: BannerCreateBody): Promise<Banner> {
  return api.post<Banner>('banners/create', body);
}

export function useCreateBanner() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createBanner, onSuccess: () => refreshBanners(queryClient) });
}
