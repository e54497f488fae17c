import type { builderMessageSchema } from '@lp/shared/builder';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { refreshCourse } from './course-cache.ts';
import { builderKeys } from './keys.ts';

/** POST decks/{id}/delete */
export async function deleteDeck(id: string) {
  return api.post<z.output<typeof builderMessageSchema>>(`decks/${id}/delete`);
}

export function useDeleteDeck(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDeck,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: builderKeys.deck(id) });
      refreshCourse(queryClient, courseId);
    },
  });
}
