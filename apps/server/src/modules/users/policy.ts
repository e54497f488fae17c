import { can, type LicenseHolder } from '@lp/shared/permissions';

/** Acting on another user: an Admin or SuperAdmin of the same team. */
export const canManageUser = (actor: LicenseHolder & { teamId: string }, target: { teamId: string }) =>
  actor.teamId === target.teamId && can(actor, 'users.manage');
