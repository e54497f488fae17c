import { articleLibraryItemSchema } from '@lp/shared/content/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

export type ArticleLibraryItem = ReturnType<typeof articleLibraryItemSchema.parse>;

export const articleLibraryKey = ['articles', 'articleLibrary'] as const;

/** GET articles/articleLibrary: published articles with the learner's viewed, completed and bookmarked marks. */
export async function getArticleLibrary(): Promise<ArticleLibraryItem[]> {
  const data = await api.get<unknown[]>('articles/articleLibrary');
  return data.map((item) => articleLibraryItemSchema.parse(item));
}

export const articleLibraryQueryOptions = () =>
  queryOptions({ queryKey: articleLibraryKey, queryFn: getArticleLibrary });

export function useArticleLibrary() {
  return useQuery(articleLibraryQueryOptions());
}
