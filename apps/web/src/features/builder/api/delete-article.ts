import type { builderMessageSchema } from '@lp/shared/builder';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { builderKeys } from './keys.ts';

/** POST articles/{id}/delete */
export async function deleteArticle(id: string) {
  return api.post<z.output<typeof builderMessageSchema>>(`articles/${id}/delete`);
}

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteArticle,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: builderKeys.article(id) });
      void queryClient.invalidateQueries({ queryKey: builderKeys.dashboard });
    },
  });
}
