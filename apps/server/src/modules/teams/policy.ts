import { can, type LicenseHolder } from '@lp/shared/permissions';

/** SuperAdmins manage every team; an Admin may design only their own. */
export const canUpdateTeam = (actor: LicenseHolder & { teamId: string }, teamId: string) =>
  can(actor, 'teams.manage') || (actor.teamId === teamId && can(actor, 'builder.appDesign'));

export const canManageTeams = (actor: LicenseHolder) => can(actor, 'teams.manage');
