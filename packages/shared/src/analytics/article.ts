import { z } from 'zod';
import { LEARNER_STATUSES, questionStatsSchema, responsesPageSchema } from './course.ts';

/** Who opened an article (or a deck), by their state in it: analytics/articles/{id}/{scope}. */
export const readersPageSchema = z.object({
  learners: z.array(
    z.object({
      userId: z.string(),
      username: z.string(),
      name: z.string(),
      status: z.enum(LEARNER_STATUSES),
      progress: z.number(),
      score: z.number(),
      attempts: z.number(),
      timeSpent: z.number(),
      completedAt: z.string().nullable(),
    }),
  ),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ReadersPage = z.infer<typeof readersPageSchema>;

/** An article's figures: analytics/articles/{id}/deck/{scope}. */
export const articleFiguresSchema = z.object({
  articleId: z.string(),
  name: z.string(),
  category: z.string(),
  readers: z.number(),
  completed: z.number(),
  failed: z.number(),
  averageScore: z.number().nullable(),
  averageTimeSpent: z.number(),
});
export type ArticleFigures = z.infer<typeof articleFiguresSchema>;

/**
 * The answers to an article's questions (a survey, poll or quiz read outside a course):
 * analytics/articles/{id}/questions/responses. Per question its distribution (free-text answers are
 * paged in `responses` instead), and one page of the answers given, newest first.
 */
export const articleQuestionResponsesSchema = responsesPageSchema.extend({
  articleId: z.string(),
  questions: z.array(questionStatsSchema),
});
export type ArticleQuestionResponses = z.infer<typeof articleQuestionResponsesSchema>;
