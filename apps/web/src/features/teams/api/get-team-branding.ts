import { DEFAULT_FEATURES, type FeatureFlags } from '@lp/shared/constants';
import type { TeamBranding } from '@lp/shared/teams';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** GET teams/fetch/{team}: a team's public branding (readable before login). */
export function getTeamBranding(team: string, signal?: AbortSignal): Promise<TeamBranding> {
  return api.get<TeamBranding>(`teams/fetch/${encodeURIComponent(team)}`, { signal });
}

export function teamBrandingQueryOptions(team: string) {
  return queryOptions({
    queryKey: ['teams', 'branding', team],
    queryFn: ({ signal }) => getTeamBranding(team, signal),
    staleTime: 5 * 60_000,
  });
}

/** SPEC §8: a failed branding fetch is only logged; callers fall back to the product defaults. */
export function useTeamBranding(team: string | null | undefined) {
  const query = useQuery({
    ...teamBrandingQueryOptions(team ?? ''),
    enabled: Boolean(team),
    // An unknown team stays unknown: screens mounting later must not fetch it again.
    retryOnMount: false,
  });
  useEffect(() => {
    if (query.error) console.warn('Team branding could not be loaded', query.error);
  }, [query.error]);
  return query;
}

/** A team's feature flags outside React (loaders, mutations); the SPEC §9 defaults if unreadable. */
export async function fetchTeamFeatures(team: string): Promise<FeatureFlags> {
  try {
    const branding = await queryClient.fetchQuery(teamBrandingQueryOptions(team));
    return branding.features ?? DEFAULT_FEATURES;
  } catch (error) {
    console.warn('Team branding could not be loaded', error);
    return DEFAULT_FEATURES;
  }
}
