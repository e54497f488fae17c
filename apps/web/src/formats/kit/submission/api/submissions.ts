import type { Submission } from '@lp/shared/assets';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

export const submissionsKey = (deckId: string) => ['decks', deckId, 'submissions'] as const;

/** GET decks/{id}/submissions: a learner's own submissions to the deck, newest first. */
export function submissionsQueryOptions(deckId: string) {
  return queryOptions({
    queryKey: submissionsKey(deckId),
    queryFn: ({ signal }) => api.get<Submission[]>(`decks/${deckId}/submissions`, { signal }),
  });
}

export function useSubmissions(deckId: string | undefined) {
  return useQuery({ ...submissionsQueryOptions(deckId ?? ''), enabled: Boolean(deckId) });
}

/** POST decks/{id}/submissions (multipart: file, note): uploads the learner's file. */
export function useSubmitFile(deckId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, note }: { file: File; note: string }): Promise<Submission> => {
      const form = new FormData();
      form.append('note', note);
      form.append('file', file, file.name);
      return api.post<Submission>(`decks/${deckId}/submissions`, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: submissionsKey(deckId) }),
  });
}
