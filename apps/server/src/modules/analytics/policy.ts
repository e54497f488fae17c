import { can } from '@lp/shared/permissions';
import type { Db } from '../../db/client';
import type { CourseRow, TeamRow, UserRow } from '../../db/schema';
import { forbidden, notFound } from '../../lib/http-errors';
import { courseToRead } from '../content/courses/courses.service';
import { reportIds } from '../users/hierarchy.service';
import { findUserById } from '../users/service';
import type { AudienceFilter } from './repo';

/** The signed-in user of an analytics request. */
export interface AnalyticsCaller {
  user: UserRow;
  team: TeamRow;
}

const holder = (user: UserRow) => ({
  license: { license_type: user.licenseType, isManager: user.isManager },
});
const isStaff = (user: UserRow) => can(holder(user), 'users.manage');
const isCreator = (user: UserRow) => can(holder(user), 'analytics.universal');

/**
 * Whose results a viewer sees (SPEC §6): admins, super admins and creators everyone (creators only
 * on their own content, which `courseToAnalyse` checks); a manager only their reports; anyone
 * else only themselves.
 */
export async function audienceOf(db: Db, viewer: UserRow): Promise<AudienceFilter> {
  if (isStaff(viewer) || isCreator(viewer)) return null;
  if (viewer.isManager) return { userIds: await reportIds(db, viewer.teamId, viewer.id) };
  return { userIds: [viewer.id] };
}

/**
 * `{userId}` in an audience call names whose view it is: the caller's own, or (for an admin) any
 * member of the team, whose audience then applies. Another team's user is not found.
 */
export async function viewerOf(db: Db, caller: AnalyticsCaller, userId: string): Promise<UserRow> {
  if (userId === caller.user.id) return caller.user;
  const viewer = await teamUser(db, caller, userId);
  if (!isStaff(caller.user)) throw forbidden();
  return viewer;
}

async function teamUser(db: Db, caller: AnalyticsCaller, userId: string) {
  const user = await findUserById(db, userId);
  if (!user || user.teamId !== caller.user.teamId || user.deletedAt) throw notFound();
  return user;
}

/**
 * A course of the team the caller may analyse: creators their own, admins any, managers any (for
 * their reports only). Another team's course is not found; a learner is refused.
 */
export const courseToAnalyse = (db: Db, caller: AnalyticsCaller, courseId: string): Promise<CourseRow> =>
  courseToRead(db, caller, courseId);

/**
 * A learner whose own results the caller may read: themselves; anyone of the team for admins and
 * creators (creators see only their own courses in it); a manager's reports.
 */
export async function learnerToRead(db: Db, caller: AnalyticsCaller, userId: string) {
  if (userId === caller.user.id) return { learner: caller.user, ownerOnly: null };
  const learner = await teamUser(db, caller, userId);
  if (isStaff(caller.user)) return { learner, ownerOnly: null };
  if (isCreator(caller.user)) return { learner, ownerOnly: caller.user.id };
  if (caller.user.isManager && (await reportIds(db, caller.user.teamId, caller.user.id)).includes(userId))
    return { learner, ownerOnly: null };
  throw forbidden();
}

/** SPEC §2/§6: managers (and learners) cannot download reports. */
export function assertCanExport(caller: AnalyticsCaller) {
  if (caller.user.isManager || !isCreator(caller.user)) throw forbidden();
}

/** Whether the caller only sees part of the audience (a manager): header figures are then counted. */
export const seesEveryone = (audience: AudienceFilter) => audience === null;
