import type {
  CertificateRow,
  ContentFunnel,
  CourseSummary,
  DeckQuestions,
  LearnerStatus,
  LearnersPage,
  LearnersQuery,
} from '@lp/shared/analytics/course';
import type { BuilderDeck } from '@lp/shared/builder';
import { baseReaderType } from '@lp/shared/progress';
import type { Db } from '../../db/client';
import { courseOutline } from '../content/courses/courses.service';
import { interactionQuestions } from '../content/formats/scorm/interactions.service';
import { answerCountsAmong } from './interactive.repo';
import { type AnalyticsCaller, audienceOf, courseToAnalyse, viewerOf } from './policy';
import { questionStats, questionsOf } from './questions';
import * as repo from './repo';

/** Rows an export reads per cursor fetch (5,000 measured no faster and held more memory). */
export const EXPORT_CHUNK = 2000;

const average = (sum: number, count: number) => (count > 0 ? Math.round((sum / count) * 10) / 10 : null);

/** A course the caller may analyse, seen as `userId` sees it (their audience). */
export async function courseScope(db: Db, caller: AnalyticsCaller, userId: string, courseId: string) {
  const viewer = await viewerOf(db, caller, userId);
  const course = await courseToAnalyse(db, caller, courseId);
  return { course, audience: await audienceOf(db, viewer) };
}

/** The summary tab: read from the live counters, or counted over a manager's reports. */
export async function courseSummary(
  db: Db,
  caller: AnalyticsCaller,
  courseId: string,
): Promise<CourseSummary> {
  const { course, audience } = await courseScope(db, caller, caller.user.id, courseId);
  const statuses = { not_started: 0, in_progress: 0, completed: 0, failed: 0 };
  let enrolled: number;
  let scoreSum = 0;
  let time = 0;
  if (audience === null) {
    enrolled = await repo.enrolledCount(db, course.id);
    const totals = (await repo.itemTotals(db, course.id)).find((t) => t.scope === 'course');
    statuses.completed = totals?.completed ?? 0;
    statuses.failed = totals?.failed ?? 0;
    statuses.in_progress = (totals?.started ?? 0) - statuses.completed - statuses.failed;
    statuses.not_started = Math.max(0, enrolled - (totals?.started ?? 0));
    scoreSum = totals?.scoreSum ?? 0;
    time = totals?.timeSpent ?? 0;
  } else {
    const rows = await repo.statusCounts(db, course.id, audience);
    for (const row of rows) {
      statuses[row.status] += row.n;
      scoreSum += Number(row.scoreSum);
      time += Number(row.time);
    }
    enrolled = Object.values(statuses).reduce((a, b) => a + b, 0);
  }
  const started = enrolled - statuses.not_started;
  const finished = statuses.completed + statuses.failed;
  return {
    courseId: course.id,
    name: course.name,
    enrolled,
    started,
    completed: statuses.completed,
    failed: statuses.failed,
    completionRate: enrolled > 0 ? Math.round((statuses.completed / enrolled) * 1000) / 10 : 0,
    averageScore: average(scoreSum, finished),
    averageTimeSpent: started > 0 ? Math.round(time / started) : 0,
    statuses,
    completionsByDay: audience === null ? await repo.completionDays(db, course.id) : [],
  };
}

const presentLearner = (row: Awaited<ReturnType<typeof repo.courseLearners>>[number]) => ({
  userId: row.userId,
  username: row.username,
  name: `${row.firstName} ${row.lastName}`.trim(),
  email: row.email,
  company: row.company,
  zone: row.zone,
  branch: row.branch,
  department: row.department,
  status: row.status,
  progress: Number(row.progress),
  score: Number(row.score),
  timeSpent: Number(row.timeSpent),
  completedAt: row.completedAt ? new Date(row.completedAt).toISOString() : null,
});
export type PresentedLearner = ReturnType<typeof presentLearner>;

export const statusOfScope = (scope: string): LearnerStatus | undefined =>
  scope === 'all' ? undefined : (scope as LearnerStatus);

/** analytics/{userId}/{courseId}/learners/{scope}: one page of the learners table. */
export async function courseLearnersPage(
  db: Db,
  caller: AnalyticsCaller,
  input: { userId: string; courseId: string; scope: string; query: LearnersQuery },
): Promise<LearnersPage> {
  const { course, audience } = await courseScope(db, caller, input.userId, input.courseId);
  const { page, pageSize, sort, order, ...filters } = input.query;
  const withStatus = { ...filters, status: statusOfScope(input.scope) };
  const [rows, total] = await Promise.all([
    repo.courseLearners(db, course.id, audience, withStatus, {
      sort,
      order,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    }),
    repo.countCourseLearners(db, course.id, audience, withStatus),
  ]);
  return { learners: rows.map(presentLearner), total, page, pageSize };
}

/** Every row of the learners table (same filters and order), a chunk at a time, for exports. */
export async function* courseLearnerChunks(
  db: Db,
  course: { id: string },
  audience: repo.AudienceFilter,
  input: { scope: string; query: Omit<LearnersQuery, 'page' | 'pageSize'> },
  chunk = EXPORT_CHUNK,
) {
  const { sort, order, ...filters } = input.query;
  const chunks = repo.courseLearnersInOrder(
    db,
    course.id,
    audience,
    { ...filters, status: statusOfScope(input.scope) },
    { sort, order, chunk },
  );
  for await (const rows of chunks) yield rows.map(presentLearner);
}

/** The content tab: each deck's funnel from its live counters, in course order. */
export async function contentFunnel(
  db: Db,
  caller: AnalyticsCaller,
  courseId: string,
): Promise<ContentFunnel> {
  const course = await courseToAnalyse(db, caller, courseId);
  const [outline, totals, enrolled] = await Promise.all([
    courseOutline(db, caller, course),
    repo.itemTotals(db, course.id),
    repo.enrolledCount(db, course.id),
  ]);
  const byDeck = new Map(totals.filter((t) => t.scope === 'deck').map((t) => [t.itemId, t]));
  return {
    enrolled,
    decks: outline.topics.flatMap((topic) =>
      topic.decks.map((deck) => {
        const t = byDeck.get(deck._id);
        return {
          deckId: deck._id,
          topicId: topic._id,
          topicName: topic.name,
          name: deck.name,
          category: deck.category,
          started: t?.started ?? 0,
          completed: t?.completed ?? 0,
          failed: t?.failed ?? 0,
          averageScore: average(t?.scoreSum ?? 0, t?.scored ?? 0),
          averageTimeSpent: t && t.started > 0 ? Math.round(t.timeSpent / t.started) : 0,
        };
      }),
    ),
  };
}

/** Per-question answer distributions of a course's decks of some categories (quizzes, surveys...). */
export async function courseQuestions(
  db: Db,
  caller: AnalyticsCaller,
  courseId: string,
  categories: string[],
): Promise<DeckQuestions[]> {
  const course = await courseToAnalyse(db, caller, courseId);
  const outline = await courseOutline(db, caller, course);
  // SCORM decks are quizzes too: their SCOs' interactions are their questions.
  const wanted = (d: BuilderDeck) =>
    categories.includes(d.category) || (categories.includes('assessment') && isScormDeck(d));
  const decks = outline.topics.flatMap((t) => t.decks).filter(wanted);
  return deckQuestionStats(db, caller.team.id, decks, await audienceOf(db, caller.user));
}

const isScormDeck = (deck: BuilderDeck) =>
  ['scorm', 'scormexam'].includes(baseReaderType(deck.category) ?? '');

export async function deckQuestionStats(
  db: Db,
  teamId: string,
  decks: BuilderDeck[],
  audience: repo.AudienceFilter,
) {
  const ids = decks.map((d) => d._id);
  const scormIds = decks.filter(isScormDeck).map((d) => d._id);
  const [answers, bands, interactions] = await Promise.all([
    // The live counters hold everyone's answers; a manager's share is counted over their reports.
    audience === null ? repo.answerCounts(db, ids) : answerCountsAmong(db, ids, audience),
    repo.scoreBands(db, ids, audience),
    interactionQuestions(db, teamId, scormIds, audience?.userIds ?? null),
  ]);
  return decks.map((deck): DeckQuestions => {
    const mine = answers.filter((a) => a.deckId === deck._id);
    const scormQuestions = interactions.get(deck._id);
    const questions =
      scormQuestions ?? questionsOf(deck.category, deck.content).map((q) => questionStats(q, mine));
    const scored = deck.category === 'assessment' || deck.category === 'game' || isScormDeck(deck);
    return {
      deckId: deck._id,
      name: deck.name,
      category: deck.category,
      questions: scored
        ? questions.sort((a, b) => (a.percentCorrect ?? 101) - (b.percentCorrect ?? 101))
        : questions,
      scoreHistogram: scored
        ? Array.from({ length: 10 }, (_, band) => ({
            from: band * 10,
            to: band === 9 ? 100 : band * 10 + 9,
            learners: bands
              .filter((b) => b.deckId === deck._id && b.band === band)
              .reduce((n, b) => n + b.n, 0),
          }))
        : [],
    };
  });
}

/** The certificates tab: who got the course's certificates, with where to verify each. */
export async function courseCertificates(
  db: Db,
  caller: AnalyticsCaller,
  courseId: string,
): Promise<CertificateRow[]> {
  const course = await courseToAnalyse(db, caller, courseId);
  const rows = await repo.courseCertificates(db, course.id, await audienceOf(db, caller.user));
  return rows.map((c) => ({
    id: c.id,
    userId: c.userId,
    learnerName: c.learnerName,
    title: c.title,
    issuedAt: c.issuedAt.toISOString(),
    verifyPath: `/api/v3/certificates/${c.id}/verify`,
  }));
}
