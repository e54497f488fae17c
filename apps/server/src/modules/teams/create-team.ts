import type { LicenseHolder } from '@lp/shared/permissions';
import type { TeamBranding, TeamCreateBody } from '@lp/shared/teams';
import type { Database } from '../../db/client';
import { forbidden } from '../../lib/http-errors';
import { createUser } from '../users/service';
import { canManageTeams } from './policy';
import { createTeam, toTeamBranding } from './service';

/**
 * teams/create: a team with its branding and, when the body names one, its first Admin, in one
 * transaction (a taken username leaves no team behind).
 */
export async function createTeamWithAdmin(
  db: Database,
  actor: LicenseHolder,
  body: TeamCreateBody,
): Promise<TeamBranding & { adminId: string | null }> {
  if (!canManageTeams(actor)) throw forbidden();
  return db.transaction(async (tx) => {
    const team = await createTeam(tx, {
      name: body.name,
      ...(body.title ? { title: body.title } : {}),
      ...(body.languages ? { languages: body.languages } : {}),
      ...(body.colors ? { colors: body.colors } : {}),
      ...(body.logo !== undefined ? { logo: body.logo } : {}),
      ...(body.features ? { features: body.features } : {}),
    });
    const admin = body.admin
      ? await createUser(tx, {
          teamId: team.id,
          username: body.admin.username,
          password: body.admin.password,
          licenseType: 'Admin',
          email: body.admin.email ?? null,
          firstName: body.admin.first_name,
          lastName: body.admin.last_name,
        })
      : undefined;
    return { ...toTeamBranding(team), adminId: admin?.id ?? null };
  });
}
