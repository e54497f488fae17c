import type { EnrolmentSource } from '@lp/shared/content/enrolment';
import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { courseReminders, courses, enrollments, progress, users } from '../../../db/schema';

export async function findTeamCourse(db: Database, teamId: string, courseId: string) {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.teamId, teamId), eq(courses.id, courseId)))
    .limit(1);
  return row;
}

/** A user of the team who was not deleted (deactivated users are returned: callers decide). */
export async function findTeamUser(db: Database, teamId: string, userId: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.teamId, teamId), eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export interface EnrolmentCandidate {
  id: string;
  details: Record<string, unknown>;
}

/** Every active, not deleted user of the team, with the details rules match on. */
export const activeTeamUsers = (db: Database, teamId: string): Promise<EnrolmentCandidate[]> =>
  db
    .select({ id: users.id, details: users.details })
    .from(users)
    .where(and(eq(users.teamId, teamId), eq(users.active, true), isNull(users.deletedAt)));

/** Rows per INSERT: keeps a whole team's enrolment under PostgreSQL's 65,535 bound parameters. */
const INSERT_CHUNK = 1000;

/** Enrols the users not enrolled yet; returns the ids newly enrolled. */
export async function insertEnrollments(
  db: Database,
  input: { teamId: string; courseId: string; userIds: string[]; source: EnrolmentSource },
): Promise<string[]> {
  const added: string[] = [];
  for (let start = 0; start < input.userIds.length; start += INSERT_CHUNK) {
    const rows = await db
      .insert(enrollments)
      .values(
        input.userIds.slice(start, start + INSERT_CHUNK).map((userId) => ({
          teamId: input.teamId,
          courseId: input.courseId,
          userId,
          source: input.source,
        })),
      )
      .onConflictDoNothing()
      .returning({ userId: enrollments.userId });
    added.push(...rows.map((row) => row.userId));
  }
  return added;
}

/** Removes an enrolment and its reminder history, so a later enrolment starts reminders afresh. */
export async function deleteEnrollment(db: Database, courseId: string, userId: string): Promise<boolean> {
  const removed = await db
    .delete(enrollments)
    .where(and(eq(enrollments.courseId, courseId), eq(enrollments.userId, userId)))
    .returning({ userId: enrollments.userId });
  await db
    .delete(courseReminders)
    .where(and(eq(courseReminders.courseId, courseId), eq(courseReminders.userId, userId)));
  return removed.length > 0;
}

/** Of these users, the ones enrolled in the course. */
export async function enrolledAmong(db: Database, courseId: string, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: enrollments.userId })
    .from(enrollments)
    .where(and(eq(enrollments.courseId, courseId), inArray(enrollments.userId, userIds)));
  return new Set(rows.map((row) => row.userId));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Case-insensitive "contains" over username, first, last and full name, and email. */
export function userTextMatch(text: string): SQL {
  const pattern = `%${escapeLike(text.toLowerCase())}%`;
  return or(
    sql`lower(${users.username}) like ${pattern}`,
    sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern}`,
    sql`lower(coalesce(${users.email}, '')) like ${pattern}`,
  ) as SQL;
}

/** The latest progress update on the course or any of its topics and decks, per user. */
const lastActivity = sql<Date | null>`(
  select max(${progress.updatedAt}) from ${progress}
  where ${progress.userId} = ${enrollments.userId}
    and (${progress.courseId} = ${enrollments.courseId}
      or (${progress.scope} = 'course' and ${progress.itemId} = ${enrollments.courseId}))
)`;

export async function listEnrolledLearners(
  db: Database,
  courseId: string,
  options: { search?: string | undefined; limit: number; offset: number },
) {
  const where = and(
    eq(enrollments.courseId, courseId),
    isNull(users.deletedAt),
    options.search ? userTextMatch(options.search) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        user: users,
        source: enrollments.source,
        enrolledAt: enrollments.createdAt,
        record: progress.record,
        lastActivity: lastActivity.mapWith((value) => (value ? new Date(value) : null)),
      })
      .from(enrollments)
      .innerJoin(users, eq(users.id, enrollments.userId))
      .leftJoin(
        progress,
        and(
          eq(progress.userId, enrollments.userId),
          eq(progress.scope, 'course'),
          eq(progress.itemId, enrollments.courseId),
        ),
      )
      .where(where)
      .orderBy(desc(enrollments.createdAt), asc(users.username))
      .limit(options.limit)
      .offset(options.offset),
    db
      .select({ value: count() })
      .from(enrollments)
      .innerJoin(users, eq(users.id, enrollments.userId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Who to tell: the address and name of each user. */
export const recipients = (db: Database, userIds: string[]) =>
  userIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: users.id, email: users.email, firstName: users.firstName, username: users.username })
        .from(users)
        .where(inArray(users.id, userIds));

const teamUsersWhere = (teamId: string, text: string | undefined) =>
  and(eq(users.teamId, teamId), isNull(users.deletedAt), text ? userTextMatch(text) : undefined);

/** Users of the team matching the text, by username, one page of full rows and the total. */
export async function searchTeamUsers(
  db: Database,
  teamId: string,
  options: { text?: string | undefined; limit: number; offset: number },
) {
  const where = teamUsersWhere(teamId, options.text);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.username))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Ids and details of every user of the team matching the text, by username (for detail filters). */
export const teamUserDetails = (db: Database, teamId: string, text: string | undefined) =>
  db
    .select({ id: users.id, details: users.details })
    .from(users)
    .where(teamUsersWhere(teamId, text))
    .orderBy(asc(users.username));

export async function usersByIds(db: Database, teamId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(and(eq(users.teamId, teamId), inArray(users.id, ids)));
}
