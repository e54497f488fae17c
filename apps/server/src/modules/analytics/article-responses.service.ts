import type { ArticleQuestionResponses } from '@lp/shared/analytics/article';
import type { ResponsesQuery } from '@lp/shared/analytics/course';
import type { Db } from '../../db/client';
import { articleAnswerCounts, articleResponses } from './article-responses.repo';
import { articleToAnalyse, presentResponse } from './deck.service';
import { type AnalyticsCaller, audienceOf } from './policy';
import { questionStats, questionsOf } from './questions';

/**
 * The article question responses call (SPEC §7, analytics/articles/{id}/questions/responses): per
 * question of the article its answer distribution, and one page of the answers given, newest
 * first (optionally one question's, searched). Free-text answers are only in the pages, so a
 * survey with thousands of comments never sends them all at once.
 */
export async function articleQuestionResponses(
  db: Db,
  caller: AnalyticsCaller,
  articleId: string,
  query: ResponsesQuery,
): Promise<ArticleQuestionResponses> {
  const article = await articleToAnalyse(db, caller, articleId);
  const audience = await audienceOf(db, caller.user);
  const { page, pageSize, questionId, search } = query;
  const [counts, rows] = await Promise.all([
    articleAnswerCounts(db, article.id, audience),
    articleResponses(db, article.id, audience, {
      limit: pageSize,
      offset: (page - 1) * pageSize,
      questionId,
      search,
    }),
  ]);
  const questions = questionsOf(article.category, article.content).map((q) => questionStats(q, counts));
  return {
    articleId: article.id,
    questions,
    responses: rows.map(presentResponse),
    total: rows[0]?.total ?? 0,
    page,
    pageSize,
  };
}
