import type { Banner, BannerUpdateBody } from '@lp/shared/banners';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshBanners } from './banner-cache.ts';

/** POST banners/{id}/update: only the fields sent change. */
export async function updateBanner(id: string, body: BannerUpdateBody): Promise<Banner> {
  return api.post<Banner>(`banners/${id}/update`, body);
}

export function useUpdateBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BannerUpdateBody }) => updateBanner(id, body),
    onSuccess: () => refreshBanners(queryClient),
  });
}
