import type { articleLibraryItemSchema } from '@lp/shared/content/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client.ts';

export type ArticleLibraryItem = z.output<typeof articleLibraryItemSchema>;

export const articleLibraryKey = ['articles', 'articleLibrary'] as const;

/** GET articles/articleLibrary: published articles with the learner's viewed, completed and bookmarked marks. */
export async function getArticleLibrary(): Promise<ArticleLibraryItem[]> {
  return api.get<ArticleLibraryItem[]>('articles/articleLibrary');
}

export const articleLibraryQueryOptions = () =>
  queryOptions({ queryKey: articleLibraryKey, queryFn: getArticleLibrary });

export function useArticleLibrary() {
  return useQuery(articleLibraryQueryOptions());
}
