import type { Banner } from '@lp/shared/banners';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { builderKeys } from './keys.ts';

/** GET banners/list: every banner of the team, published or not. */
export async function getBanners(signal?: AbortSignal): Promise<Banner[]> {
  return api.get<Banner[]>('banners/list', { signal });
}

/** The team's banners, highest priority first. */
export function useBanners() {
  return useQuery({
    queryKey: builderKeys.banners,
    queryFn: ({ signal }) => getBanners(signal),
    select: (banners) => [...banners].sort((a, b) => b.priority - a.priority),
  });
}
