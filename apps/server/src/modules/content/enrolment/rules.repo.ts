import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { courses, type EnrolmentRuleRow, enrolmentRules } from '../../../db/schema';

export async function insertRule(
  db: Db,
  values: typeof enrolmentRules.$inferInsert,
): Promise<EnrolmentRuleRow> {
  const [row] = await db.insert(enrolmentRules).values(values).returning();
  if (!row) throw new Error('enrolment rule insert returned no row');
  return row;
}

export const listCourseRules = (db: Db, teamId: string, courseId: string) =>
  db
    .select()
    .from(enrolmentRules)
    .where(and(eq(enrolmentRules.teamId, teamId), eq(enrolmentRules.courseId, courseId)))
    .orderBy(asc(enrolmentRules.createdAt), asc(enrolmentRules.id));

export async function findRule(db: Db, teamId: string, id: string) {
  const [row] = await db
    .select()
    .from(enrolmentRules)
    .where(and(eq(enrolmentRules.teamId, teamId), eq(enrolmentRules.id, id)))
    .limit(1);
  return row;
}

export async function deleteRule(db: Db, teamId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(enrolmentRules)
    .where(and(eq(enrolmentRules.teamId, teamId), eq(enrolmentRules.id, id)))
    .returning({ id: enrolmentRules.id });
  return rows.length > 0;
}

export async function markRuleRun(db: Db, id: string, at: Date): Promise<EnrolmentRuleRow | undefined> {
  const [row] = await db
    .update(enrolmentRules)
    .set({ lastRunAt: at })
    .where(eq(enrolmentRules.id, id))
    .returning();
  return row;
}

/** Every rule of the team with its course, for re-applying rules to one user. */
export const teamRulesWithCourses = (db: Db, teamId: string) =>
  db
    .select({ rule: enrolmentRules, course: courses })
    .from(enrolmentRules)
    .innerJoin(courses, eq(courses.id, enrolmentRules.courseId))
    .where(eq(enrolmentRules.teamId, teamId));
