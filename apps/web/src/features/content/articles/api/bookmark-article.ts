import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { type ArticleForReader, articleKeyPrefix } from './get-article.ts';
import { type ArticleLibraryItem, articleLibraryKey } from './get-article-library.ts';

/** POST articles/{id}/bookmark: bookmarks the article, or removes the bookmark. */
export function bookmarkArticle(articleId: string): Promise<{ bookmarked: boolean }> {
  return api.post<{ bookmarked: boolean }>(`articles/${articleId}/bookmark`);
}

/** Toggles the bookmark and writes the answer into the cached article and library. */
export function useBookmarkArticle(articleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => bookmarkArticle(articleId),
    onSuccess: ({ bookmarked }) => {
      queryClient.setQueriesData<ArticleForReader>({ queryKey: articleKeyPrefix(articleId) }, (old) =>
        old ? { ...old, bookmarked } : old,
      );
      queryClient.setQueryData<ArticleLibraryItem[]>(articleLibraryKey, (old) =>
        old?.map((item) => (item._id === articleId ? { ...item, bookmarked } : item)),
      );
      void queryClient.invalidateQueries({ queryKey: ['articles', 'favorites'] });
    },
  });
}
