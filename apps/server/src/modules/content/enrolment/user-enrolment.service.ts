import type { EnrolmentSource } from '@lp/shared/content/enrolment';
import type { Db } from '../../../db/client';
import * as repo from './user-enrolment.repo';

/**
 * Enrols a user in every published course of their team that is open to team self-enrolment
 * (SPEC "team courses"). Already-enrolled courses are left as they are. Returns the new count.
 */
export async function enrollInTeamCourses(
  db: Db,
  input: { teamId: string; userId: string },
): Promise<number> {
  const courseIds = await repo.selfEnrolmentCourseIds(db, input.teamId);
  const added = await repo.insertUserEnrolments(db, { ...input, courseIds, source: 'team' });
  return added.length;
}

/**
 * Enrols one user in courses of their team without notices: for content set up before anyone uses
 * it (the demo seed). Returns the courses newly enrolled.
 */
export const enrolUserInCourses = (
  db: Db,
  input: { teamId: string; userId: string; courseIds: string[]; source: EnrolmentSource },
) => repo.insertUserEnrolments(db, input);
