import type { identityProviderPublicSchema } from '@lp/shared/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import { api, apiUrl } from '../../../lib/api-client.ts';

export type OidcProvider = z.output<typeof identityProviderPublicSchema>;

/** GET auth/oidc/{team}/providers: the team's enabled single sign-on and social sign-in providers. */
export async function getOidcProviders(team: string, signal?: AbortSignal): Promise<OidcProvider[]> {
  return api.get<OidcProvider[]>(`auth/oidc/${encodeURIComponent(team)}/providers`, { signal });
}

export function oidcProvidersQueryOptions(team: string) {
  return queryOptions({
    queryKey: ['auth', 'oidc', team, 'providers'],
    queryFn: ({ signal }) => getOidcProviders(team, signal),
    staleTime: 5 * 60_000,
  });
}

/** The providers, when the team has single sign-on or social sign-in on; a failure only hides the buttons. */
export function useOidcProviders(team: string, enabled: boolean) {
  const query = useQuery({ ...oidcProvidersQueryOptions(team), enabled });
  useEffect(() => {
    if (query.error) console.warn('Sign-in providers could not be loaded', query.error);
  }, [query.error]);
  return query;
}

/** Where a provider button leads: a full-page navigation that ends on /login?token=... */
export function oidcStartUrl(team: string, providerId: string, redirectPath: string): string {
  const start = apiUrl(`auth/oidc/${encodeURIComponent(team)}/${encodeURIComponent(providerId)}/start`);
  return `${start}?redirect=${encodeURIComponent(redirectPath)}`;
}
