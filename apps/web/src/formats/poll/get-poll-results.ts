import type { PollResults } from '@lp/shared/formats/interactive';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** GET decks/{id}/poll/results: each option's share of the team's latest votes. */
export async function getPollResults(deckId: string): Promise<PollResults> {
  return api.get<PollResults>(`decks/${deckId}/poll/results`);
}

export const pollResultsQueryOptions = (deckId: string) =>
  queryOptions({
    queryKey: ['decks', deckId, 'poll', 'results'],
    queryFn: () => getPollResults(deckId),
    // Live: others keep voting while the learner looks.
    refetchInterval: 15_000,
  });

export function usePollResults(deckId: string | undefined, enabled: boolean) {
  return useQuery({ ...pollResultsQueryOptions(deckId ?? ''), enabled: Boolean(deckId) && enabled });
}
