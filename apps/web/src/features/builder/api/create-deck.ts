import type { BuilderDeck, DeckCreateBody } from '@lp/shared/builder';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshCourse } from './course-cache.ts';

/** POST decks/create: a deck at the end of a topic; exams take only exam-allowed formats. */
export async function createDeck(body: DeckCreateBody): Promise<BuilderDeck> {
  return api.post<BuilderDeck>('decks/create', body);
}

export function useCreateDeck(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeck,
    onSuccess: () => refreshCourse(queryClient, courseId),
  });
}
