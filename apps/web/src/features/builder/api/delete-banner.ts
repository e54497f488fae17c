import type { builderMessageSchema } from '@lp/shared/builder';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { refreshBanners } from './banner-cache.ts';

/** POST banners/{id}/delete */
export async function deleteBanner(id: string) {
  return api.post<z.output<typeof builderMessageSchema>>(`banners/${id}/delete`);
}

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBanner, onSuccess: () => refreshBanners(queryClient) });
}
