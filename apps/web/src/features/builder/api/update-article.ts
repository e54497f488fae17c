import type { ArticleUpdateBody, BuilderArticle } from '@lp/shared/builder';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { builderKeys } from './keys.ts';

/** POST articles/{id}/update: content is checked against its format and sanitized by the server. */
export async function updateArticle(id: string, body: ArticleUpdateBody): Promise<BuilderArticle> {
  return api.post<BuilderArticle>(`articles/${id}/update`, body);
}

export function useUpdateArticle(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ArticleUpdateBody) => updateArticle(id, body),
    onSuccess: (article) => {
      queryClient.setQueryData(builderKeys.article(id), article);
      void queryClient.invalidateQueries({ queryKey: builderKeys.dashboard });
      void queryClient.invalidateQueries({ queryKey: ['articles'] });
    },
  });
}
