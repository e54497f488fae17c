import type { BuilderArticle } from '@lp/shared/builder';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { builderKeys } from './keys.ts';

/** POST articles/{id}/duplicate: a draft copy with a new identifier. */
export async function duplicateArticle(id: string): Promise<BuilderArticle> {
  return api.post<BuilderArticle>(`articles/${id}/duplicate`);
}

export function useDuplicateArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateArticle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: builderKeys.dashboard }),
  });
}
