import {
  type CourseLearner,
  type CourseLearnersQuery,
  type CourseLearnersResponse,
  ENROLMENT_MESSAGES,
  type EnrolmentSource,
} from '@lp/shared/content/enrolment';
import { normalizeRecord, type ProgressRecord } from '@lp/shared/progress';
import type { Database } from '../../../db/client';
import type { CourseRow } from '../../../db/schema';
import { kickOutbox } from '../../../jobs/notice-outbox';
import { conflict, notFound } from '../../../lib/http-errors';
import { queueEnrolmentNotices } from './enrolment.notices';
import { assertMayChangeEnrolment, assertMayViewLearners, type Caller } from './enrolment.policy';
import * as repo from './enrolment.repo';

/** The caller's team's course; another team's (or no) course is not found. */
export async function teamCourse(db: Database, teamId: string, courseId: string): Promise<CourseRow> {
  const course = await repo.findTeamCourse(db, teamId, courseId);
  if (!course) throw notFound();
  return course;
}

/**
 * Enrols the users who are not enrolled yet and, in the same transaction, queues their enrolment
 * notices (when the course asks for them); the notice job delivers them. Returns the ids newly
 * enrolled; an existing enrolment keeps its source and date.
 */
export async function enrolUsers(
  db: Database,
  input: { course: CourseRow; userIds: string[]; source: EnrolmentSource },
): Promise<string[]> {
  const { added, queued } = await db.transaction(async (tx) => {
    const added = await repo.insertEnrollments(tx, {
      teamId: input.course.teamId,
      courseId: input.course.id,
      userIds: input.userIds,
      source: input.source,
    });
    return { added, queued: await queueEnrolmentNotices(tx, input.course, added) };
  });
  if (queued > 0) kickOutbox();
  return added;
}

const presentLearner = (row: Awaited<ReturnType<typeof repo.listEnrolledLearners>>['rows'][number]) => {
  const record = normalizeRecord(row.record as Partial<ProgressRecord> | null);
  return {
    _id: row.user.id,
    username: row.user.username,
    first_name: row.user.firstName,
    last_name: row.user.lastName,
    email: row.user.email,
    details: row.user.details,
    active: row.user.active,
    source: row.source,
    enrolledAt: row.enrolledAt.toISOString(),
    progress: {
      viewedPercentage: record.viewedPercentage,
      completion: record.completion,
      score: record.score,
      completionDate: record.completionDate,
    },
    lastActivity: row.lastActivity?.toISOString() ?? null,
  } satisfies CourseLearner;
};

/** courses/{id}/learners/list: newest enrolments first, with each learner's course progress. */
export async function listCourseLearners(
  db: Database,
  caller: Caller,
  courseId: string,
  query: CourseLearnersQuery,
): Promise<CourseLearnersResponse> {
  assertMayViewLearners(caller);
  const course = await teamCourse(db, caller.team.id, courseId);
  const { rows, total } = await repo.listEnrolledLearners(db, course.id, {
    search: query.search,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { learners: rows.map(presentLearner), total, page: query.page, pageSize: query.pageSize };
}

/** The course and the team's user an admin's add or remove names (404 for anything else). */
async function enrolmentChange(db: Database, caller: Caller, input: { courseId: string; userId: string }) {
  assertMayChangeEnrolment(caller);
  const course = await teamCourse(db, caller.team.id, input.courseId);
  const user = await repo.findTeamUser(db, caller.team.id, input.userId);
  if (!user) throw notFound();
  return { course, user };
}

/** courses/{id}/learners/{userId}/add: one user of the caller's team, enrolled by an admin. */
export async function addLearner(
  db: Database,
  caller: Caller,
  input: { courseId: string; userId: string },
): Promise<number> {
  const { course, user } = await enrolmentChange(db, caller, input);
  if (!user.active) throw conflict(ENROLMENT_MESSAGES.userDeactivated);
  const added = await enrolUsers(db, { course, userIds: [user.id], source: 'admin' });
  return added.length;
}

/**
 * courses/{id}/learners/{userId}/remove. A learner who still matches one of the course's rules
 * is enrolled again the next time that rule runs or their details change.
 */
export async function removeLearner(
  db: Database,
  caller: Caller,
  input: { courseId: string; userId: string },
): Promise<number> {
  const { course, user } = await enrolmentChange(db, caller, input);
  if (!(await repo.deleteEnrollment(db, course.id, user.id))) throw notFound(ENROLMENT_MESSAGES.notEnrolled);
  return 1;
}

/** courses/{id}/learners/{team}/add_team: every active user of the caller's own team. */
export async function addTeam(
  db: Database,
  caller: Caller,
  input: { courseId: string; teamName: string },
): Promise<number> {
  assertMayChangeEnrolment(caller);
  // Another team's name is answered like an unknown one: its existence is not revealed.
  if (input.teamName.toLowerCase() !== caller.team.name.toLowerCase()) throw notFound();
  const course = await teamCourse(db, caller.team.id, input.courseId);
  const members = await repo.activeTeamUsers(db, caller.team.id);
  const added = await enrolUsers(db, {
    course,
    userIds: members.map((m) => m.id),
    source: 'team',
  });
  return added.length;
}
