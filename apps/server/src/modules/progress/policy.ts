import { can } from '@lp/shared/permissions';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../lib/http-errors';
import { findUserById, toUserResponse } from '../users/service';
import type { TeamRow, UserRow } from './repo';

/**
 * Whose progress the caller may read: their own; in their team, an admin's or a manager's view of
 * anyone. Another team's user is not found.
 */
export async function readableLearner(
  db: Database,
  caller: { user: UserRow; team: TeamRow },
  userId: string,
): Promise<UserRow> {
  if (caller.user.id === userId) return caller.user;
  const target = await findUserById(db, userId);
  if (!target || target.teamId !== caller.user.teamId || target.deletedAt) throw notFound();
  const holder = toUserResponse(caller.user, caller.team);
  if (!can(holder, 'users.manage') && !can(holder, 'manager.view')) throw forbidden();
  return target;
}
