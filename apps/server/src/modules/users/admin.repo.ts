import type { LicenseType } from '@lp/shared/constants';
import type { UserListQuery } from '@lp/shared/users/admin';
import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, enrollments, learnerStates, progress, users, wallets } from '../../db/schema';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Case-insensitive "contains" over username, full name and email. */
function textMatch(text: string): SQL {
  const pattern = `%${escapeLike(text.toLowerCase())}%`;
  return or(
    sql`lower(${users.username}) like ${pattern}`,
    sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern}`,
    sql`lower(coalesce(${users.email}, '')) like ${pattern}`,
  ) as SQL;
}

const SORT_COLUMNS = {
  username: [sql`lower(${users.username})`],
  name: [sql`lower(${users.firstName})`, sql`lower(${users.lastName})`],
  email: [sql`lower(coalesce(${users.email}, ''))`],
  license: [users.licenseType],
  createdAt: [users.createdAt],
  active: [users.active],
} as const;

export interface ListFilter extends Omit<UserListQuery, 'page' | 'pageSize'> {
  /** Only these license types (the admin and creator lists). */
  licenses?: readonly LicenseType[];
}

const listWhere = (teamId: string, filter: ListFilter) =>
  and(
    eq(users.teamId, teamId),
    isNull(users.deletedAt),
    eq(users.isGuest, false),
    filter.search ? textMatch(filter.search) : undefined,
    filter.license ? eq(users.licenseType, filter.license) : undefined,
    filter.licenses ? inArray(users.licenseType, [...filter.licenses]) : undefined,
    filter.active === undefined ? undefined : eq(users.active, filter.active),
    filter.manager === undefined ? undefined : eq(users.isManager, filter.manager),
  );

/** One page of the team's users (not deleted, not guests) and the total matching the filter. */
export async function listTeamUsers(
  db: Db,
  teamId: string,
  filter: ListFilter,
  page: { limit: number; offset: number },
) {
  const where = listWhere(teamId, filter);
  const direction = filter.order === 'desc' ? desc : asc;
  const order = [...SORT_COLUMNS[filter.sort].map((column) => direction(column)), asc(users.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The team's users by activity and manager flag (deleted users and guests left out). */
export async function countTeamUsers(db: Db, teamId: string) {
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${users.active})`.mapWith(Number),
      managers: sql<number>`count(*) filter (where ${users.isManager})`.mapWith(Number),
    })
    .from(users)
    .where(and(eq(users.teamId, teamId), isNull(users.deletedAt), eq(users.isGuest, false)));
  const total = row?.total ?? 0;
  const active = row?.active ?? 0;
  return { total, active, inactive: total - active, managers: row?.managers ?? 0 };
}

/** A not-deleted user of the team. */
export async function findTeamUser(db: Db, teamId: string, userId: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.teamId, teamId), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** Counts and standing shown beside a user on the admin screen. */
export async function userStanding(db: Db, userId: string) {
  const [reports, enrolled, wallet, state] = await Promise.all([
    db
      .select({ value: count() })
      .from(users)
      .where(and(eq(users.managerId, userId), isNull(users.deletedAt))),
    db.select({ value: count() }).from(enrollments).where(eq(enrollments.userId, userId)),
    db
      .select({ points: wallets.points, level: wallets.level })
      .from(wallets)
      .where(eq(wallets.userId, userId)),
    db
      .select({ updatedAt: learnerStates.updatedAt })
      .from(learnerStates)
      .where(eq(learnerStates.userId, userId)),
  ]);
  return {
    reports: reports[0]?.value ?? 0,
    enrolments: enrolled[0]?.value ?? 0,
    points: wallet[0]?.points ?? 0,
    level: wallet[0]?.level ?? 1,
    lastActivity: state[0]?.updatedAt ?? null,
  };
}

/** Each user's enrolled courses of the team with the course-scope progress record. */
export async function coursesOfUsers(db: Db, teamId: string, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: enrollments.userId,
      courseId: courses.id,
      name: courses.name,
      settings: courses.settings,
      enrolledAt: enrollments.createdAt,
      record: progress.record,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .leftJoin(
      progress,
      and(
        eq(progress.userId, enrollments.userId),
        eq(progress.scope, 'course'),
        eq(progress.itemId, enrollments.courseId),
      ),
    )
    .where(and(eq(enrollments.teamId, teamId), inArray(enrollments.userId, userIds)))
    .orderBy(asc(courses.name));
}

/** Points, level and last activity of each of these users. */
export async function standingOfUsers(db: Db, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: users.id,
      email: users.email,
      active: users.active,
      points: sql<number>`coalesce(${wallets.points}, 0)`.mapWith(Number),
      level: sql<number>`coalesce(${wallets.level}, 1)`.mapWith(Number),
      lastActivity: learnerStates.updatedAt,
    })
    .from(users)
    .leftJoin(wallets, eq(wallets.userId, users.id))
    .leftJoin(learnerStates, eq(learnerStates.userId, users.id))
    .where(inArray(users.id, userIds));
}

/** The team's courses (id and name) for matching the import's course column. */
export const teamCourseNames = (db: Db, teamId: string) =>
  db.select({ id: courses.id, name: courses.name }).from(courses).where(eq(courses.teamId, teamId));
