import type { LicenseType } from '@lp/shared/constants';
import { can } from '@lp/shared/permissions';
import {
  type AdminUserDetail,
  type CreateAndEnrolBody,
  type UpdateSuperBody,
  USER_ADMIN_MESSAGES,
  type UserListQuery,
  type UserPage,
} from '@lp/shared/users/admin';
import type { Database } from '../../db/client';
import type { CourseRow, NewUserRow, TeamRow, UserRow } from '../../db/schema';
import { kickOutbox } from '../../jobs/notice-outbox';
import { conflict, forbidden, notFound } from '../../lib/http-errors';
import { enrolUsers, teamCourse } from '../content/enrolment/enrolment.service';
import { toAdminUserRow, toUserCourse } from './admin.presenters';
import * as repo from './admin.repo';
import { isAncestorOf, setManager } from './hierarchy.service';
import { setUserActive } from './lifecycle';
import { createUser, updateUser } from './service';

export interface Caller {
  user: UserRow;
  team: TeamRow;
}

const holder = (user: UserRow) => ({
  license: { license_type: user.licenseType, isManager: user.isManager },
});
export const isTeamAdmin = (caller: Caller) => can(holder(caller.user), 'users.manage');
const isSuperAdmin = (caller: Caller) => can(holder(caller.user), 'adminPanel.delete');

export function assertAdmin(caller: Caller) {
  if (!isTeamAdmin(caller)) throw forbidden();
}

/** Granting SuperAdmin, or changing a SuperAdmin, is for SuperAdmins only. */
export function assertMayGrantLicense(caller: Caller, license: LicenseType, current?: string) {
  if ((license === 'SuperAdmin' || current === 'SuperAdmin') && !isSuperAdmin(caller)) {
    throw forbidden(USER_ADMIN_MESSAGES.superAdminOnly);
  }
}

/** A team user the caller may look at: admins see everyone, a manager their reports. */
async function visibleUser(db: Database, caller: Caller, userId: string) {
  const target = await repo.findTeamUser(db, caller.user.teamId, userId);
  if (!target) throw notFound(USER_ADMIN_MESSAGES.notFound);
  if (isTeamAdmin(caller) || target.id === caller.user.id) return target;
  if (caller.user.isManager && (await isAncestorOf(db, caller.user.teamId, caller.user.id, target.id))) {
    return target;
  }
  throw forbidden();
}

export async function listUsers(
  db: Database,
  caller: Caller,
  query: UserListQuery,
  licenses?: readonly LicenseType[],
): Promise<UserPage> {
  assertAdmin(caller);
  const { page, pageSize, ...filter } = query;
  const { rows, total } = await repo.listTeamUsers(
    db,
    caller.user.teamId,
    licenses ? { ...filter, licenses } : filter,
    { limit: pageSize, offset: (page - 1) * pageSize },
  );
  return { users: rows.map(toAdminUserRow), total, page, pageSize };
}

export function countUsers(db: Database, caller: Caller) {
  assertAdmin(caller);
  return repo.countTeamUsers(db, caller.user.teamId);
}

/** Everyone of the team who may build content, for owner and co-author pickers (builders). */
export async function listCreators(db: Database, caller: Caller) {
  if (!can(holder(caller.user), 'builder.view')) throw forbidden();
  const query = { sort: 'name', order: 'asc' } as const;
  const { rows } = await repo.listTeamUsers(
    db,
    caller.user.teamId,
    { ...query, active: true, licenses: ['SuperAdmin', 'Admin', 'Creator'] },
    { limit: 1000, offset: 0 },
  );
  return rows.map((row) => ({
    _id: row.id,
    username: row.username,
    first_name: row.firstName,
    last_name: row.lastName,
  }));
}

export async function showAdmin(db: Database, caller: Caller, userId: string): Promise<AdminUserDetail> {
  const target = await visibleUser(db, caller, userId);
  const standing = await repo.userStanding(db, target.id);
  const manager = target.managerId ? await repo.findTeamUser(db, target.teamId, target.managerId) : undefined;
  return {
    ...toAdminUserRow(target),
    ...standing,
    lastActivity: standing.lastActivity?.toISOString() ?? null,
    manager: manager ? { _id: manager.id, username: manager.username } : null,
    termsAccepted: target.termsAccepted,
    creatorLicense: target.creatorLicense,
  };
}

export async function showCourses(db: Database, caller: Caller, userId: string) {
  const target = await visibleUser(db, caller, userId);
  const now = new Date();
  return (await repo.coursesOfUsers(db, target.teamId, [target.id])).map((row) => toUserCourse(row, now));
}

/** users/{id}/update/super: license, manager, stage, details, name, email, language, active. */
export async function updateSuper(db: Database, caller: Caller, userId: string, body: UpdateSuperBody) {
  assertAdmin(caller);
  const target = await repo.findTeamUser(db, caller.user.teamId, userId);
  if (!target) throw notFound(USER_ADMIN_MESSAGES.notFound);
  const self = target.id === caller.user.id;
  if (body.license_type !== undefined && body.license_type !== target.licenseType) {
    if (self) throw conflict(USER_ADMIN_MESSAGES.ownLicense);
    assertMayGrantLicense(caller, body.license_type, target.licenseType);
  } else if (target.licenseType === 'SuperAdmin' && !self) {
    assertMayGrantLicense(caller, 'SuperAdmin');
  }
  if (self && body.active === false) throw conflict(USER_ADMIN_MESSAGES.ownLicense);
  const values: Partial<NewUserRow> = {
    ...(body.license_type !== undefined
      ? { licenseType: body.license_type, creatorLicense: body.license_type !== 'Learner' }
      : {}),
    ...(body.license_name !== undefined ? { licenseName: body.license_name } : {}),
    ...(body.isManager !== undefined ? { isManager: body.isManager } : {}),
    ...(body.stage !== undefined ? { stage: body.stage } : {}),
    ...(body.details !== undefined ? { details: body.details } : {}),
    ...(body.first_name !== undefined ? { firstName: body.first_name } : {}),
    ...(body.last_name !== undefined ? { lastName: body.last_name } : {}),
    ...(body.email !== undefined ? { email: body.email } : {}),
    ...(body.lang !== undefined ? { lang: body.lang } : {}),
  };
  await db.transaction(async (tx) => {
    if (Object.keys(values).length > 0) await updateUser(tx, target.id, values);
    if (body.managerId !== undefined) await setManager(tx, target.teamId, target.id, body.managerId);
  });
  if (body.active !== undefined && body.active !== target.active) {
    await setUserActive(db, caller, target.id, body.active);
  }
  return showAdmin(db, caller, target.id);
}

/** users/createnroll: the user is created, then enrolled (with the courses' notices) in one go. */
export async function createAndEnrol(db: Database, caller: Caller, body: CreateAndEnrolBody) {
  assertAdmin(caller);
  assertMayGrantLicense(caller, body.license_type);
  const courses: CourseRow[] = [];
  for (const courseId of new Set(body.courseIds))
    courses.push(await teamCourse(db, caller.user.teamId, courseId));
  const created = await db.transaction(async (tx) => {
    const user = await createUser(tx, {
      teamId: caller.user.teamId,
      username: body.username,
      password: body.password,
      licenseType: body.license_type,
      firstName: body.first_name,
      lastName: body.last_name,
      email: body.email,
      lang: body.lang,
      details: body.details,
    });
    const enrolled: string[] = [];
    for (const course of courses) {
      if ((await enrolUsers(tx, { course, userIds: [user.id], source: 'admin' })).length > 0) {
        enrolled.push(course.id);
      }
    }
    return { user: toAdminUserRow(user), enrolled };
  });
  // The enrolment notices were queued in the transaction; deliver them now it has committed.
  if (created.enrolled.length > 0) kickOutbox();
  return created;
}
