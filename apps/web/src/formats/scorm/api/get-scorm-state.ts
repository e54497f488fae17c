import { SCORM_PATHS, type ScormLaunch, scormLaunchSchema } from '@lp/shared/formats/scorm';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const scormStateKey = (deckId: string) => ['formats', 'scorm', 'state', deckId] as const;

/** GET formats/scorm/{deckId}/state: the package to play, its launch URL and the saved cmi. */
export async function getScormState(deckId: string): Promise<ScormLaunch> {
  return scormLaunchSchema.parse(await api.get<unknown>(SCORM_PATHS.state(deckId)));
}

export const scormStateQueryOptions = (deckId: string) =>
  queryOptions({
    queryKey: scormStateKey(deckId),
    queryFn: () => getScormState(deckId),
    // One fetch per opening of the player: a refetch mid-session would restart the runtime under
    // the package's feet. Closing the player drops it, so the next opening gets a fresh token and cmi.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

export function useScormState(deckId: string | undefined) {
  return useQuery({ ...scormStateQueryOptions(deckId ?? ''), enabled: Boolean(deckId) });
}
