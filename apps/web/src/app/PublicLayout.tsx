import { requiresTeamLogin } from '@lp/shared/team-rules';
import { useEffect } from 'react';
import { Outlet, useParams } from 'react-router';
import { useTeamBranding } from '../features/teams/index.ts';
import { useUiStore } from '../lib/ui-store.ts';

/**
 * The signed-out screens' layout. A team route whose team exists becomes the stored team (SPEC §6):
 * later team-less screens use its branding, and the theme takes its colours.
 */
export function PublicLayout() {
  const routeTeam = useParams().team;
  const branding = useTeamBranding(routeTeam);
  const teamName = branding.data?.name || routeTeam;
  const found = branding.isSuccess;
  const teamLoginOnly = branding.data ? requiresTeamLogin(branding.data) : false;

  useEffect(() => {
    if (found && teamName) useUiStore.getState().setTeam(teamName, teamLoginOnly);
  }, [found, teamName, teamLoginOnly]);

  return <Outlet />;
}
