import { SCORM_PATHS, type ScormLaunch } from '@lp/shared/formats/scorm';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const scormStateKey = (deckId: string) => ['formats', 'scorm', 'state', deckId] as const;

/**
 * GET formats/scorm/{deckId}/state: the package and the player's URL on the content origin, with a
 * runtime token for this page's origin (the only one the player will talk to).
 */
export async function getScormState(deckId: string): Promise<ScormLaunch> {
  const embedder = encodeURIComponent(window.location.origin);
  return api.get<ScormLaunch>(`${SCORM_PATHS.state(deckId)}?embedder=${embedder}`);
}

export const scormStateQueryOptions = (deckId: string) =>
  queryOptions({
    queryKey: scormStateKey(deckId),
    queryFn: () => getScormState(deckId),
    // One fetch per opening of the player: a refetch mid-session would restart the runtime under
    // the package's feet. Closing the player drops it, so the next opening gets a fresh token.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

export function useScormState(deckId: string | undefined) {
  return useQuery({ ...scormStateQueryOptions(deckId ?? ''), enabled: Boolean(deckId) });
}
