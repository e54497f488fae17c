import type { BuilderCourse, MoveDirection } from '@lp/shared/builder';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { storeCourse } from './course-cache.ts';

/** POST decks/{id}/move/{up|down}: swaps the deck with its neighbour; answers the new outline. */
export async function moveDeck(id: string, direction: MoveDirection): Promise<BuilderCourse> {
  return api.post<BuilderCourse>(`decks/${id}/move/${direction}`);
}

export function useMoveDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ deckId, direction }: { deckId: string; direction: MoveDirection }) =>
      moveDeck(deckId, direction),
    onSuccess: (course) => storeCourse(queryClient, course),
  });
}
