import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { courseVersions, enrollments, progress, users, type VersionReportRow } from '../../../db/schema';

/** One row per learner with a course-scope progress record: the data an old version keeps. */
export async function courseReportRows(db: Db, courseId: string): Promise<VersionReportRow[]> {
  const rows = await db
    .select({
      userId: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      record: progress.record,
    })
    .from(progress)
    .innerJoin(users, eq(users.id, progress.userId))
    .where(and(eq(progress.scope, 'course'), eq(progress.itemId, courseId)))
    .orderBy(users.username);
  return rows.map((row) => {
    const record = row.record;
    const numberOf = (key: string) => (typeof record[key] === 'number' ? (record[key] as number) : 0);
    return {
      userId: row.userId,
      username: row.username,
      name: `${row.firstName} ${row.lastName}`.trim(),
      email: row.email,
      viewedPercentage: Math.min(100, numberOf('viewedPercentage')),
      completion: record.completion === true,
      completionDate: typeof record.completionDate === 'string' ? record.completionDate : null,
      score: numberOf('score'),
      points: numberOf('points'),
      timeSpent: numberOf('timeSpent'),
    };
  });
}

/** Every deck, topic and course progress record of the course, for all learners. */
export async function deleteCourseProgress(db: Db, teamId: string, courseId: string) {
  await db
    .delete(progress)
    .where(
      and(
        eq(progress.teamId, teamId),
        or(eq(progress.courseId, courseId), and(eq(progress.scope, 'course'), eq(progress.itemId, courseId))),
      ),
    );
}

export async function insertCourseVersion(db: Db, values: typeof courseVersions.$inferInsert) {
  await db.insert(courseVersions).values(values);
}

export const listCourseVersions = (db: Db, courseId: string) =>
  db
    .select({
      version: courseVersions.version,
      archivedAt: courseVersions.archivedAt,
      report: courseVersions.report,
    })
    .from(courseVersions)
    .where(eq(courseVersions.courseId, courseId))
    .orderBy(desc(courseVersions.version));

export async function findCourseVersion(db: Db, courseId: string, version: number) {
  const [row] = await db
    .select()
    .from(courseVersions)
    .where(and(eq(courseVersions.courseId, courseId), eq(courseVersions.version, version)))
    .limit(1);
  return row;
}

/** The enrolled learners of a course who can still use the product. */
export const courseAudience = (db: Db, courseId: string) =>
  db
    .select({
      id: users.id,
      teamId: users.teamId,
      username: users.username,
      firstName: users.firstName,
      email: users.email,
    })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .where(and(eq(enrollments.courseId, courseId), eq(users.active, true), isNull(users.deletedAt)));
