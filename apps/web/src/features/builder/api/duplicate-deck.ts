import type { BuilderDeck } from '@lp/shared/builder';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshCourse } from './course-cache.ts';

/** POST decks/{id}/duplicate: a copy at the end of its topic. */
export async function duplicateDeck(id: string): Promise<BuilderDeck> {
  return api.post<BuilderDeck>(`decks/${id}/duplicate`);
}

export function useDuplicateDeck(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: duplicateDeck, onSuccess: () => refreshCourse(queryClient, courseId) });
}
