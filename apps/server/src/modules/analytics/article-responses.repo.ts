import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articleQuestionResponses, users } from '../../db/schema';
import { type AudienceFilter, answerOrNameLike } from './repo';

const a = articleQuestionResponses;
const among = (audience: AudienceFilter) =>
  audience ? (audience.userIds.length ? inArray(a.userId, audience.userIds) : sql`false`) : undefined;

/** Answers to an article's questions counted per question and answer (JSON text, as decks count them). */
export function articleAnswerCounts(db: Db, articleId: string, audience: AudienceFilter) {
  const answer = sql<string>`left(${a.response}::text, 500)`;
  return db
    .select({
      questionId: a.questionId,
      answer,
      count: sql<number>`count(*)::int`,
      correct: sql<number>`count(*) filter (where ${a.correct})::int`,
    })
    .from(a)
    .innerJoin(users, eq(users.id, a.userId))
    .where(and(eq(a.articleId, articleId), among(audience)))
    .groupBy(a.questionId, answer);
}

/** Each answer given to an article's questions, newest first, with who gave it (one page). */
export function articleResponses(
  db: Db,
  articleId: string,
  audience: AudienceFilter,
  page: { limit: number; offset: number; questionId?: string; search?: string },
) {
  return db
    .select({
      userId: a.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      questionId: a.questionId,
      response: a.response,
      correct: a.correct,
      answeredAt: a.createdAt,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(a)
    .innerJoin(users, eq(users.id, a.userId))
    .where(
      and(
        eq(a.articleId, articleId),
        among(audience),
        page.questionId ? eq(a.questionId, page.questionId) : undefined,
        page.search ? answerOrNameLike(a.response, page.search) : undefined,
      ),
    )
    .orderBy(desc(a.createdAt), asc(a.id))
    .limit(page.limit)
    .offset(page.offset);
}
