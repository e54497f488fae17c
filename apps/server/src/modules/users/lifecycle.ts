import { USER_ADMIN_MESSAGES } from '@lp/shared/users/admin';
import type { Db } from '../../db/client';
import type { TeamRow, UserRow } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/http-errors';
import { endAccess } from '../auth/sessions';
import { recomputeFromLedger, removeFromLeaderboards } from '../gamification/ledger.service';
import { canManageUser } from './policy';
import { findUserById, toUserResponse, updateUser } from './service';

type Caller = { user: UserRow; team: TeamRow };

async function managedUser(db: Db, caller: Caller, userId: string) {
  const target = await findUserById(db, userId);
  if (!target || target.teamId !== caller.user.teamId || target.deletedAt) throw notFound();
  const actor = { teamId: caller.user.teamId, ...toUserResponse(caller.user, caller.team) };
  if (!canManageUser(actor, target)) throw forbidden();
  if (target.id === caller.user.id) throw conflict(USER_ADMIN_MESSAGES.ownAccount);
  return target;
}

/**
 * SPEC §4 "Users: activated or deactivated (or deleted); only activated users can access content
 * and count to the total": a deactivated user's sessions end and they leave the leaderboards;
 * reactivation brings their standing back from the ledger.
 */
export async function setUserActive(db: Db, caller: Caller, userId: string, active: boolean) {
  const target = await managedUser(db, caller, userId);
  return db.transaction(async (tx) => {
    const row = await updateUser(tx, target.id, { active });
    if (active) await recomputeFromLedger(tx, caller.team, target.id);
    else {
      await endAccess(tx, target.id);
      await removeFromLeaderboards(tx, target.teamId, target.id);
    }
    return toUserResponse(row ?? target, caller.team);
  });
}

/** Deletion keeps the learner's history for reports but ends their access for good (SuperAdmin). */
export async function deleteUser(db: Db, caller: Caller, userId: string) {
  const target = await managedUser(db, caller, userId);
  await db.transaction(async (tx) => {
    await updateUser(tx, target.id, { active: false, deletedAt: new Date() });
    await endAccess(tx, target.id);
    await removeFromLeaderboards(tx, target.teamId, target.id);
  });
}
