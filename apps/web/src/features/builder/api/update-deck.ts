import type { BuilderDeck, DeckUpdateBody } from '@lp/shared/builder';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshCourse } from './course-cache.ts';
import { builderKeys } from './keys.ts';

/** POST decks/{id}/update: name, settings (merged) or the whole content document. */
export async function updateDeck(id: string, body: DeckUpdateBody): Promise<BuilderDeck> {
  return api.post<BuilderDeck>(`decks/${id}/update`, body);
}

export function useUpdateDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DeckUpdateBody }) => updateDeck(id, body),
    onSuccess: (deck) => {
      queryClient.setQueryData(builderKeys.deck(deck._id), deck);
      refreshCourse(queryClient, deck.courseId);
    },
  });
}
