import type { ResponseGroup, ResponsesQuery } from '@lp/shared/analytics/course';
import { can } from '@lp/shared/permissions';
import { normalizeRecord } from '@lp/shared/progress';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/http-errors';
import { articleOfTeam, courseIdsOfDecks } from '../content/courses/course-outline.service';
import { courseOutline } from '../content/courses/courses.service';
import { deckQuestionStats, statusOfScope } from './course.service';
import { type AnalyticsCaller, audienceOf, courseToAnalyse, learnerToRead, viewerOf } from './policy';
import * as repo from './repo';

interface Page {
  page: number;
  pageSize: number;
}
const offsetOf = (p: Page) => ({ limit: p.pageSize, offset: (p.page - 1) * p.pageSize });

/** A deck of a course the caller may analyse; another team's deck is not found. */
async function deckToAnalyse(db: Db, caller: AnalyticsCaller, deckId: string, courseId?: string) {
  const found = (await courseIdsOfDecks(db, caller.team.id, [deckId])).get(deckId);
  if (!found || (courseId && found !== courseId)) throw notFound();
  const course = await courseToAnalyse(db, caller, found);
  const outline = await courseOutline(db, caller, course);
  const deck = outline.topics.flatMap((t) => t.decks).find((d) => d._id === deckId);
  if (!deck) throw notFound();
  return { course, deck };
}

const presentReader = (row: Awaited<ReturnType<typeof repo.itemReaders>>[number]) => {
  const r = normalizeRecord(row.record);
  return {
    userId: row.userId,
    username: row.username,
    name: `${row.firstName} ${row.lastName}`.trim(),
    status: row.status,
    progress: Math.round(r.viewedPercentage),
    score: r.score,
    attempts: r.viewAttempts,
    timeSpent: r.timeSpent,
    completedAt: r.completionDate,
  };
};

const readersPage = (rows: Awaited<ReturnType<typeof repo.itemReaders>>, page: Page) => ({
  learners: rows.map(presentReader),
  total: rows[0]?.total ?? 0,
  page: page.page,
  pageSize: page.pageSize,
});

/** {userId}/{courseId}/{deckId}/learners/{scope}: who opened the deck, by their state in it. */
export async function deckLearners(
  db: Db,
  caller: AnalyticsCaller,
  input: { userId: string; courseId: string; deckId: string; scope: string } & Page,
) {
  const viewer = await viewerOf(db, caller, input.userId);
  const { deck } = await deckToAnalyse(db, caller, input.deckId, input.courseId);
  const rows = await repo.itemReaders(db, 'deck', deck._id, await audienceOf(db, viewer), {
    ...offsetOf(input),
    status: statusOfScope(input.scope),
  });
  return readersPage(rows, input);
}

/** analytics/questions/{deckId}/responses/{groupBy}: answers by option, or right answers by segment. */
export async function groupedResponses(
  db: Db,
  caller: AnalyticsCaller,
  deckId: string,
  groupBy: ResponseGroup,
) {
  const { deck } = await deckToAnalyse(db, caller, deckId);
  const audience = await audienceOf(db, caller.user);
  if (groupBy === 'option') {
    const [stats] = await deckQuestionStats(db, caller.team.id, [deck], audience);
    return { groupBy, deck: stats, groups: [] };
  }
  const groups = await repo.responsesBySegment(db, deck._id, groupBy, audience);
  return { groupBy, deck: null, groups };
}

export const presentResponse = (row: Awaited<ReturnType<typeof repo.deckResponses>>[number]) => ({
  userId: row.userId,
  name: `${row.firstName} ${row.lastName}`.trim(),
  questionId: row.questionId,
  response: row.response,
  correct: row.correct,
  answeredAt: row.answeredAt.toISOString(),
});

/**
 * analytics/questions/{deckId}/responses/learners: each answer given, newest first; optionally one
 * question's only and searched (a survey's free-text answers).
 */
export async function responsesOfLearners(
  db: Db,
  caller: AnalyticsCaller,
  deckId: string,
  query: ResponsesQuery,
) {
  const { deck } = await deckToAnalyse(db, caller, deckId);
  const { page, pageSize, questionId, search } = query;
  const rows = await repo.deckResponses(db, deck._id, await audienceOf(db, caller.user), {
    ...offsetOf(query),
    questionId,
    search,
  });
  return { responses: rows.map(presentResponse), total: rows[0]?.total ?? 0, page, pageSize };
}

/** analytics/questions/{deckId}/{userId}/responses: one learner's answers in a deck. */
export async function learnerResponses(db: Db, caller: AnalyticsCaller, deckId: string, userId: string) {
  const { learner, ownerOnly } = await learnerToRead(db, caller, userId);
  const courseId = (await courseIdsOfDecks(db, learner.teamId, [deckId])).get(deckId);
  if (!courseId) throw notFound();
  if (ownerOnly) await courseToAnalyse(db, caller, courseId);
  const rows = await repo.deckResponses(db, deckId, null, { limit: 1000, offset: 0, userId: learner.id });
  return rows.map(presentResponse);
}

/** An article of the team the caller may analyse: creators their own, admins and managers any. */
export async function articleToAnalyse(db: Db, caller: AnalyticsCaller, articleId: string) {
  const article = await articleOfTeam(db, caller.team.id, articleId);
  if (!article) throw notFound();
  const holder = { license: { license_type: caller.user.licenseType, isManager: caller.user.isManager } };
  if (can(holder, 'builder.crossAccess') || caller.user.isManager) return article;
  if (can(holder, 'analytics.universal') && article.ownerId === caller.user.id) return article;
  throw forbidden();
}

/** analytics/articles/{id}/{scope}: the article's readers by their state in it. */
export async function articleReaders(
  db: Db,
  caller: AnalyticsCaller,
  articleId: string,
  scope: string,
  page: Page,
) {
  const article = await articleToAnalyse(db, caller, articleId);
  const rows = await repo.itemReaders(db, 'article', article.id, await audienceOf(db, caller.user), {
    ...offsetOf(page),
    status: statusOfScope(scope),
  });
  return readersPage(rows, page);
}

/** analytics/articles/{id}/deck/{scope}: the article's figures (readers, completions, score, time). */
export async function articleSummary(db: Db, caller: AnalyticsCaller, articleId: string, scope: string) {
  const article = await articleToAnalyse(db, caller, articleId);
  const totals = await repo.itemFigures(
    db,
    'article',
    article.id,
    await audienceOf(db, caller.user),
    statusOfScope(scope),
  );
  return { articleId: article.id, name: article.name, category: article.category, ...totals };
}
