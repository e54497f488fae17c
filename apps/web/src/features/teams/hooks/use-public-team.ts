import { DEFAULT_FEATURES, type FeatureFlags } from '@lp/shared/constants';
import type { TeamBranding } from '@lp/shared/teams';
import { useParams } from 'react-router';
import { useUiStore } from '../../../lib/ui-store.ts';
import { useTeamBranding } from '../api/get-team-branding.ts';

export interface PublicTeam {
  /** The route's team, else the stored one (SPEC §6), else null (product defaults). */
  team: string | null;
  /** The team named in the route (/{team}/login), if any. */
  routeTeam: string | null;
  branding: TeamBranding | null;
  features: FeatureFlags;
  /** True while the team's branding is being fetched for the first time. */
  loading: boolean;
  /** `/register` -> `/{team}/register` on team routes, so team links keep their team. */
  teamPath: (path: string) => string;
}

/** The team a signed-out screen belongs to, with its branding and feature flags. */
export function usePublicTeam(): PublicTeam {
  const routeTeam = useParams().team ?? null;
  const storedTeam = useUiStore((state) => state.team);
  const team = routeTeam ?? storedTeam;
  const query = useTeamBranding(team);
  const branding = query.data ?? null;

  return {
    team,
    routeTeam,
    branding,
    features: branding?.features ?? DEFAULT_FEATURES,
    loading: query.isLoading,
    teamPath: (path) => (routeTeam ? `/${encodeURIComponent(routeTeam)}${path}` : path),
  };
}
