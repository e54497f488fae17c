import type { BuilderArticle } from '@lp/shared/builder';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { builderKeys } from './keys.ts';

/** GET articles/{id}/showAdmin: an article with its settings and full content. */
export async function getArticleAdmin(id: string, signal?: AbortSignal): Promise<BuilderArticle> {
  return api.get<BuilderArticle>(`articles/${encodeURIComponent(id)}/showAdmin`, { signal });
}

export const articleAdminQueryOptions = (id: string) =>
  queryOptions({ queryKey: builderKeys.article(id), queryFn: ({ signal }) => getArticleAdmin(id, signal) });

export function useArticleAdmin(id: string, enabled = true) {
  return useQuery({ ...articleAdminQueryOptions(id), enabled });
}
