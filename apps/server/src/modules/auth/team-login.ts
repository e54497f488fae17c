import { TEAM_LOGIN_REQUIRED_ERROR_CODE } from '@lp/shared/auth';
import type { FeatureFlags } from '@lp/shared/constants';
import { keyedMessage } from '@lp/shared/i18n/message-keys';
import { requiresTeamLogin } from '@lp/shared/teams';
import { HttpError } from '../../lib/http-errors';

/**
 * SPEC §6: a multi-tenant team without common login lets its users in only through its own
 * routes (/{team}/login and the calls made from them, which name the team). Every sign-in method
 * calls this once it knows whose account it is; `routeTeam` is the team the request names, if any.
 */
export function assertTeamLoginRoute(
  team: { name: string; features?: Partial<FeatureFlags> | null },
  routeTeam: string | undefined,
): void {
  if (requiresTeamLogin(team) && routeTeam?.trim().toLowerCase() !== team.name.toLowerCase()) {
    throw new HttpError(403, keyedMessage('auth.teamLoginRequired', team.name), {
      errorCode: TEAM_LOGIN_REQUIRED_ERROR_CODE,
    });
  }
}
