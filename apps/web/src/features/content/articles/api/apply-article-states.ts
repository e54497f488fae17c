import type { SubmitQueueResponse } from '@lp/shared/progress';
import type { QueryClient } from '@tanstack/react-query';
import { type ArticleForReader, articleKeyPrefix } from './get-article.ts';
import { type ArticleLibraryItem, articleLibraryKey } from './get-article-library.ts';

/** Writes the article states a progress push returned into the library and the open articles (viewed, completed). */
export function applyArticleStates(queryClient: QueryClient, states: SubmitQueueResponse['states']): void {
  const articleMarks = (id: string) => {
    const record = states.articles[id];
    return record ? { viewed: true, completed: record.completion } : {};
  };
  queryClient.setQueryData<ArticleLibraryItem[]>(articleLibraryKey, (old) =>
    old?.map((item) => ({ ...item, ...articleMarks(item._id) })),
  );
  for (const articleId of Object.keys(states.articles)) {
    queryClient.setQueriesData<ArticleForReader>({ queryKey: articleKeyPrefix(articleId) }, (old) =>
      old ? { ...old, ...articleMarks(articleId) } : old,
    );
  }
}
