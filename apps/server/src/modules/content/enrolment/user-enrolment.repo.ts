import type { EnrolmentSource } from '@lp/shared/content/enrolment';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { courses, enrollments } from '../../../db/schema';

/** The team's published courses open to team self-enrolment (SPEC "team courses"). */
export async function selfEnrolmentCourseIds(db: Db, teamId: string): Promise<string[]> {
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(
      and(
        eq(courses.teamId, teamId),
        eq(courses.published, true),
        sql`(${courses.settings} ->> 'teamSelfEnrolment')::boolean`,
      ),
    );
  return rows.map((r) => r.id);
}

/** Enrols one user in these courses; an existing enrolment stays as it is. Returns the courses newly enrolled. */
export async function insertUserEnrolments(
  db: Db,
  input: { teamId: string; userId: string; courseIds: string[]; source: EnrolmentSource },
): Promise<string[]> {
  if (input.courseIds.length === 0) return [];
  const rows = await db
    .insert(enrollments)
    .values(
      input.courseIds.map((courseId) => ({
        teamId: input.teamId,
        courseId,
        userId: input.userId,
        source: input.source,
      })),
    )
    .onConflictDoNothing()
    .returning({ courseId: enrollments.courseId });
  return rows.map((r) => r.courseId);
}
