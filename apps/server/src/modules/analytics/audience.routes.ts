import {
  articleFiguresSchema,
  articleQuestionResponsesSchema,
  readersPageSchema,
} from '@lp/shared/analytics/article';
import {
  audienceScopeSchema,
  certificateRowSchema,
  contentFunnelSchema,
  courseSummarySchema,
  deckQuestionsSchema,
  learnersExportQuerySchema,
  learnersPageSchema,
  learnersQuerySchema,
  responseGroupSchema,
  responsesPageSchema,
  responsesQuerySchema,
} from '@lp/shared/analytics/course';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import { articleQuestionResponses } from './article-responses.service';
import {
  contentFunnel,
  courseCertificates,
  courseLearnersPage,
  courseQuestions,
  courseSummary,
} from './course.service';
import {
  articleReaders,
  articleSummary,
  deckLearners,
  groupedResponses,
  responsesOfLearners,
} from './deck.service';
import { exportLearners } from './export.service';

const errors = errorResponses(400, 403, 404, 440);
const uuid = z.uuid('Invalid id');
const tags = ['analytics'];
const pageQuery = learnersQuerySchema.pick({ page: true, pageSize: true });
const QUESTION_CATEGORIES = ['assessment', 'game', 'survey', 'rating', 'poll', 'checklist'] as const;

/** Audience-level calls: a course's, deck's, question's or article's learners (builder analytics). */
export const audienceRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.authenticate };

  app.get(
    '/api/v3/analytics/courses/:courseId/summary',
    {
      ...auth,
      schema: {
        tags,
        summary: 'A course summary: enrolled, started, completed, rates, averages, completions per day',
        params: z.object({ courseId: uuid }),
        response: { 200: courseSummarySchema, ...errors },
      },
    },
    async (request) => courseSummary(app.db, authOf(request), request.params.courseId),
  );

  app.get(
    '/api/v3/analytics/courses/:courseId/content',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Each deck of a course: started, completed, failed, average score and time',
        params: z.object({ courseId: uuid }),
        response: { 200: contentFunnelSchema, ...errors },
      },
    },
    async (request) => contentFunnel(app.db, authOf(request), request.params.courseId),
  );

  app.get(
    '/api/v3/analytics/courses/:courseId/questions',
    {
      ...auth,
      schema: {
        tags,
        summary: "Answer distributions of a course's quizzes, games, surveys, ratings or polls",
        params: z.object({ courseId: uuid }),
        querystring: z.object({
          category: z
            .enum(QUESTION_CATEGORIES, {
              error: `Category must be one of: ${QUESTION_CATEGORIES.join(', ')}`,
            })
            .default('assessment'),
        }),
        response: { 200: z.array(deckQuestionsSchema), ...errors },
      },
    },
    async (request) =>
      courseQuestions(
        app.db,
        authOf(request),
        request.params.courseId,
        request.query.category === 'assessment' ? ['assessment'] : [request.query.category],
      ),
  );

  app.get(
    '/api/v3/analytics/courses/:courseId/certificates',
    {
      ...auth,
      schema: {
        tags,
        summary: "Certificates issued for a course's decks, with their verification links",
        params: z.object({ courseId: uuid }),
        response: { 200: z.array(certificateRowSchema), ...errors },
      },
    },
    async (request) => courseCertificates(app.db, authOf(request), request.params.courseId),
  );

  app.get(
    '/api/v3/analytics/:userId/:courseId/learners/:scope',
    {
      ...auth,
      schema: {
        tags,
        summary: "A course's learners as userId sees them: paged, sorted, searched and filtered",
        params: z.object({ userId: uuid, courseId: uuid, scope: audienceScopeSchema }),
        querystring: learnersQuerySchema,
        response: { 200: learnersPageSchema, ...errors },
      },
    },
    async (request) =>
      courseLearnersPage(app.db, authOf(request), { ...request.params, query: request.query }),
  );

  app.get(
    '/api/v3/analytics/:userId/:courseId/learners/:scope/export/:format',
    {
      ...auth,
      schema: {
        tags,
        summary: "The course's learners table as a CSV or XLSX download (not for managers)",
        params: z.object({
          userId: uuid,
          courseId: uuid,
          scope: audienceScopeSchema,
          format: z.enum(['csv', 'xlsx'], { error: 'Format must be csv or xlsx' }),
        }),
        querystring: learnersExportQuerySchema,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const file = await exportLearners(app.db, authOf(request), { ...request.params, query: request.query });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.stream);
    },
  );

  app.get(
    '/api/v3/analytics/:userId/:courseId/:deckId/learners/:scope',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Who opened a deck, by their state in it (paged)',
        params: z.object({ userId: uuid, courseId: uuid, deckId: uuid, scope: audienceScopeSchema }),
        querystring: pageQuery,
        response: { 200: readersPageSchema, ...errors },
      },
    },
    async (request) => deckLearners(app.db, authOf(request), { ...request.params, ...request.query }),
  );

  app.get(
    '/api/v3/analytics/articles/:id/deck/:scope',
    {
      ...auth,
      schema: {
        tags,
        summary: "An article's figures: readers, completions, failures, average score and time",
        params: z.object({ id: uuid, scope: audienceScopeSchema }),
        response: { 200: articleFiguresSchema, ...errors },
      },
    },
    async (request) => articleSummary(app.db, authOf(request), request.params.id, request.params.scope),
  );

  app.get(
    '/api/v3/analytics/articles/:id/questions/responses',
    {
      ...auth,
      schema: {
        tags,
        summary: "An article's questions: each one's answers, and the answers given (paged, searched)",
        params: z.object({ id: uuid }),
        querystring: responsesQuerySchema,
        response: { 200: articleQuestionResponsesSchema, ...errors },
      },
    },
    async (request) => articleQuestionResponses(app.db, authOf(request), request.params.id, request.query),
  );

  app.get(
    '/api/v3/analytics/articles/:id/:scope',
    {
      ...auth,
      schema: {
        tags,
        summary: "An article's readers by their state in it (paged)",
        params: z.object({ id: uuid, scope: audienceScopeSchema }),
        querystring: pageQuery,
        response: { 200: readersPageSchema, ...errors },
      },
    },
    async (request) =>
      articleReaders(app.db, authOf(request), request.params.id, request.params.scope, request.query),
  );

  app.get(
    '/api/v3/analytics/questions/:deckId/responses/learners',
    {
      ...auth,
      schema: {
        tags,
        summary: "Each answer given to a deck's questions, newest first (paged; one question's, searched)",
        params: z.object({ deckId: uuid }),
        querystring: responsesQuerySchema,
        response: { 200: responsesPageSchema, ...errors },
      },
    },
    async (request) => responsesOfLearners(app.db, authOf(request), request.params.deckId, request.query),
  );

  app.get(
    '/api/v3/analytics/questions/:deckId/responses/:groupBy',
    {
      ...auth,
      schema: {
        tags,
        summary: "A deck's answers by option, or right answers by company, zone, branch or department",
        params: z.object({ deckId: uuid, groupBy: responseGroupSchema }),
        response: {
          200: z.object({
            groupBy: responseGroupSchema,
            deck: deckQuestionsSchema.nullable().optional(),
            groups: z.array(
              z.object({
                group: z.string(),
                questionId: z.string(),
                responses: z.number(),
                correct: z.number(),
              }),
            ),
          }),
          ...errors,
        },
      },
    },
    async (request) =>
      groupedResponses(app.db, authOf(request), request.params.deckId, request.params.groupBy),
  );
};
