import type { articleReaderSchema } from '@lp/shared/content/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client.ts';

export type ArticleForReader = z.output<typeof articleReaderSchema>;

/** Every cached article of one id starts with this key (the progress push and bookmarks update it). */
export const articleKeyPrefix = (articleId: string) => ['articles', 'reader', articleId] as const;

/** GET articles/{id}/learners/{userId}/show/{readerType}: content, settings and the learner's marks. */
export async function getArticle(articleId: string, userId: string, readerType: string) {
  return api.get<ArticleForReader>(
    `articles/${articleId}/learners/${userId}/show/${encodeURIComponent(readerType)}`,
  );
}

export const articleQueryOptions = (articleId: string, userId: string, readerType: string) =>
  queryOptions({
    queryKey: [...articleKeyPrefix(articleId), userId, readerType],
    queryFn: () => getArticle(articleId, userId, readerType),
    staleTime: 0,
  });

export function useArticle(articleId: string | undefined, userId: string | undefined, readerType: string) {
  return useQuery({
    ...articleQueryOptions(articleId ?? '', userId ?? '', readerType),
    enabled: Boolean(articleId && userId),
  });
}
