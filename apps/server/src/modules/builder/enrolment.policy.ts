import { can } from '@lp/shared/permissions';
import type { TeamRow, UserRow } from '../../db/schema';
import { forbidden } from '../../lib/http-errors';
import { toUserResponse } from '../users/service';

export interface Caller {
  user: UserRow;
  team: TeamRow;
}

const holder = (caller: Caller) => toUserResponse(caller.user, caller.team);

/** Creators and admins (builder.view) and managers may see who is enrolled and search users. */
export function assertMayViewLearners(caller: Caller): void {
  const who = holder(caller);
  if (!can(who, 'builder.view') && !can(who, 'manager.view')) throw forbidden();
}

/** Only builder.view may enrol, remove or change rules; managers read only. */
export function assertMayChangeEnrolment(caller: Caller): void {
  if (!can(holder(caller), 'builder.view')) throw forbidden();
}
