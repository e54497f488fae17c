import type { ItemProgress, LearnerCourseDetail, LearnerStatus } from '@lp/shared/analytics/course';
import { normalizeRecord, type ProgressRecord } from '@lp/shared/progress';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { courseOfTeam, courseOutline } from '../content/courses/course-outline.service';
import { deckFailed } from './aggregates.logic';
import * as learnerRepo from './learner.repo';
import { type AnalyticsCaller, learnerToRead } from './policy';
import * as repo from './repo';

const statusOf = (r: ProgressRecord | undefined): LearnerStatus =>
  !r ? 'not_started' : r.completion ? 'completed' : deckFailed(r) ? 'failed' : 'in_progress';

function present(
  scope: string,
  item: { id: string; name: string },
  courseId: string | null,
  raw: Record<string, unknown> | undefined,
  status?: LearnerStatus,
): ItemProgress {
  const r = raw ? normalizeRecord(raw) : undefined;
  return {
    scope,
    itemId: item.id,
    name: item.name,
    courseId,
    status: status ?? statusOf(r),
    progress: Math.round(r?.viewedPercentage ?? 0),
    score: r?.score ?? 0,
    points: r?.points ?? 0,
    timeSpent: r?.timeSpent ?? 0,
    attempts: r?.viewAttempts ?? 0,
    completedAt: r?.completionDate ?? null,
  };
}

/** analytics/{userId}/progress: the learner's course and article records (a creator: their own content). */
export async function learnerProgress(db: Db, caller: AnalyticsCaller, userId: string) {
  const { learner, ownerOnly } = await learnerToRead(db, caller, userId);
  const records = await repo.recordsOf(db, learner.id, null);
  const courseRecords = records.filter((r) => r.scope === 'course');
  const articleRecords = records.filter((r) => r.scope === 'article');
  const [courseRows, articleRows] = await Promise.all([
    learnerRepo.coursesByIds(
      db,
      learner.teamId,
      courseRecords.map((r) => r.itemId),
    ),
    learnerRepo.articlesByIds(
      db,
      learner.teamId,
      articleRecords.map((r) => r.itemId),
    ),
  ]);
  const mine = <T extends { ownerId: string | null }>(rows: T[]) =>
    ownerOnly ? rows.filter((r) => r.ownerId === ownerOnly) : rows;
  const recordOf = (id: string) => records.find((r) => r.itemId === id)?.record;
  return {
    courses: mine(courseRows).map((c) => present('course', c, c.id, recordOf(c.id))),
    articles: mine(articleRows).map((a) => present('article', a, null, recordOf(a.id))),
  };
}

/** A course of the learner's team, as a learner-level call names it; another team's is not found. */
async function learnerCourse(db: Db, caller: AnalyticsCaller, userId: string, courseId: string) {
  const { learner, ownerOnly } = await learnerToRead(db, caller, userId);
  const course = await courseOfTeam(db, learner.teamId, courseId);
  if (!course || (ownerOnly && course.ownerId !== ownerOnly)) throw notFound();
  return { learner, course };
}

/** {userId}/{courseId}/progress: the learner's course, topic and deck states (the drill-down). */
export async function learnerCourseProgress(
  db: Db,
  caller: AnalyticsCaller,
  userId: string,
  courseId: string,
): Promise<LearnerCourseDetail> {
  const { learner, course } = await learnerCourse(db, caller, userId, courseId);
  const [outline, topics, records, standing] = await Promise.all([
    courseOutline(db, course),
    learnerRepo.topicsOfCourse(db, course.id),
    repo.recordsOf(db, learner.id, null, course.id),
    learnerRepo.enrolledCourses(db, learner.teamId, learner.id),
  ]);
  const recordOf = (scope: string, id: string) =>
    records.find((r) => r.scope === scope && r.itemId === id)?.record;
  const courseStanding = standing.find((s) => s.id === course.id);
  const courseItem = present(
    'course',
    course,
    course.id,
    recordOf('course', course.id),
    (courseStanding?.status as LearnerStatus | null) ?? undefined,
  );
  return {
    // The course's score is the learners tab's: the average of its scored decks (a course record has none).
    course: { ...courseItem, score: courseStanding?.score ?? courseItem.score },
    topics: topics.map((t) => present('topic', t, course.id, recordOf('topic', t.id))),
    decks: outline.decks.map((d) => present('deck', d, course.id, recordOf('deck', d.id))),
  };
}

/** analytics/{userId}/coursesStatus: each enrolled course and where the learner stands in it. */
export async function coursesStatus(db: Db, caller: AnalyticsCaller, userId: string) {
  const { learner, ownerOnly } = await learnerToRead(db, caller, userId);
  const rows = await learnerRepo.enrolledCourses(db, learner.teamId, learner.id);
  return rows
    .filter((r) => !ownerOnly || r.ownerId === ownerOnly)
    .map((r) => ({
      courseId: r.id,
      name: r.name,
      kind: r.kind,
      status: (r.status ?? 'not_started') as LearnerStatus,
      enrolledAt: r.enrolledAt.toISOString(),
    }));
}

const SCORED = new Set(['assessment', 'game', 'scorm', 'scormexam']);

/** analytics/{courseId}/{userId}/assessmentsStatus: the course's quizzes and games for the learner. */
export async function assessmentsStatus(db: Db, caller: AnalyticsCaller, courseId: string, userId: string) {
  const { learner, course } = await learnerCourse(db, caller, userId, courseId);
  const [outline, records] = await Promise.all([
    courseOutline(db, course),
    repo.recordsOf(db, learner.id, null, course.id),
  ]);
  return outline.decks
    .filter((d) => SCORED.has(d.category))
    .map((d) => ({
      ...present('deck', d, course.id, records.find((r) => r.scope === 'deck' && r.itemId === d.id)?.record),
      category: d.category,
      passingPercentage: d.settings.passingPercentage,
      finalExam: d.settings.finalExam,
    }));
}

const averageOf = (t: { scoreSum: number; scored: number } | undefined) =>
  t && t.scored > 0 ? Math.round((t.scoreSum / t.scored) * 10) / 10 : null;

/** analytics/{userId}/performance: the learner's course scores beside each course's average. */
export async function coursesPerformance(db: Db, caller: AnalyticsCaller, userId: string) {
  const { courses } = await learnerProgress(db, caller, userId);
  const totals = await Promise.all(courses.map((c) => repo.itemTotals(db, c.itemId)));
  return courses.map((c, i) => ({
    ...c,
    averageScore: averageOf(totals[i]?.find((t) => t.scope === 'course')),
  }));
}

/** {userId}/{courseId}/performance: the learner's quiz and game scores beside each deck's average. */
export async function decksPerformance(db: Db, caller: AnalyticsCaller, userId: string, courseId: string) {
  const decks = await assessmentsStatus(db, caller, courseId, userId);
  const totals = await repo.itemTotals(db, courseId);
  return decks.map((d) => ({
    ...d,
    averageScore: averageOf(totals.find((t) => t.scope === 'deck' && t.itemId === d.itemId)),
  }));
}
