import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses, enrollments } from '../../db/schema';

/**
 * Enrols a user in every published course of their team that is open to team self-enrolment
 * (SPEC "team courses"). Already-enrolled courses are left as they are. Returns the new count.
 */
export async function enrollInTeamCourses(
  db: Database,
  input: { teamId: string; userId: string },
): Promise<number> {
  const open = await db
    .select({ id: courses.id })
    .from(courses)
    .where(
      and(
        eq(courses.teamId, input.teamId),
        eq(courses.published, true),
        sql`(${courses.settings} ->> 'teamSelfEnrolment')::boolean`,
      ),
    );
  if (open.length === 0) return 0;
  const inserted = await db
    .insert(enrollments)
    .values(
      open.map((c) => ({
        teamId: input.teamId,
        courseId: c.id,
        userId: input.userId,
        source: 'team' as const,
      })),
    )
    .onConflictDoNothing()
    .returning({ courseId: enrollments.courseId });
  return inserted.length;
}
