import type { AssetKind, AssetList } from '@lp/shared/assets';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { builderKeys } from './keys.ts';

export interface AssetQuery {
  kind?: AssetKind;
  search?: string;
  page: number;
  limit: number;
}

/** GET assets/list: the team's files, newest first. */
export async function getAssets(query: AssetQuery, signal?: AbortSignal): Promise<AssetList> {
  const params = new URLSearchParams({ page: String(query.page), limit: String(query.limit) });
  if (query.kind) params.set('kind', query.kind);
  if (query.search) params.set('search', query.search);
  return api.get<AssetList>(`assets/list?${params}`, { signal });
}

export function useAssets(query: AssetQuery) {
  return useQuery({
    queryKey: [...builderKeys.assets, query],
    queryFn: ({ signal }) => getAssets(query, signal),
    placeholderData: keepPreviousData,
  });
}
