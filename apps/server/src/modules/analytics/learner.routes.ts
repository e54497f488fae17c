import {
  itemProgressSchema,
  LEARNER_STATUSES,
  learnerCourseDetailSchema,
  learnerResponseSchema,
} from '@lp/shared/analytics/course';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import { learnerResponses } from './deck.service';
import {
  assessmentsStatus,
  coursesPerformance,
  coursesStatus,
  decksPerformance,
  learnerCourseProgress,
  learnerProgress,
} from './learner.service';

const errors = errorResponses(400, 403, 404, 440);
const uuid = z.uuid('Invalid id');
const tags = ['analytics'];
const withAverage = itemProgressSchema.extend({ averageScore: z.number().nullable() });
const assessmentSchema = itemProgressSchema.extend({
  category: z.string(),
  passingPercentage: z.number(),
  finalExam: z.boolean(),
});

/** Learner-level calls: a learner's own results, or those of a learner the caller may see. */
export const learnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.authenticate };

  app.get(
    '/api/v3/analytics/:userId/progress',
    {
      ...auth,
      schema: {
        tags,
        summary: "A learner's course and article progress",
        params: z.object({ userId: uuid }),
        response: {
          200: z.object({ courses: z.array(itemProgressSchema), articles: z.array(itemProgressSchema) }),
          ...errors,
        },
      },
    },
    async (request) => learnerProgress(app.db, authOf(request), request.params.userId),
  );

  app.get(
    '/api/v3/analytics/:userId/:courseId/progress',
    {
      ...auth,
      schema: {
        tags,
        summary: "A learner's course, topic and deck states in one course",
        params: z.object({ userId: uuid, courseId: uuid }),
        response: { 200: learnerCourseDetailSchema, ...errors },
      },
    },
    async (request) =>
      learnerCourseProgress(app.db, authOf(request), request.params.userId, request.params.courseId),
  );

  app.get(
    '/api/v3/analytics/:userId/performance',
    {
      ...auth,
      schema: {
        tags,
        summary: "A learner's course scores beside each course's average",
        params: z.object({ userId: uuid }),
        response: { 200: z.array(withAverage), ...errors },
      },
    },
    async (request) => coursesPerformance(app.db, authOf(request), request.params.userId),
  );

  app.get(
    '/api/v3/analytics/:userId/:courseId/performance',
    {
      ...auth,
      schema: {
        tags,
        summary: "A learner's quiz and game scores in a course beside each deck's average",
        params: z.object({ userId: uuid, courseId: uuid }),
        response: {
          200: z.array(assessmentSchema.extend({ averageScore: z.number().nullable() })),
          ...errors,
        },
      },
    },
    async (request) =>
      decksPerformance(app.db, authOf(request), request.params.userId, request.params.courseId),
  );

  app.get(
    '/api/v3/analytics/:userId/coursesStatus',
    {
      ...auth,
      schema: {
        tags,
        summary: "Each course a learner is enrolled in, with the learner's status",
        params: z.object({ userId: uuid }),
        response: {
          200: z.array(
            z.object({
              courseId: z.string(),
              name: z.string(),
              kind: z.string(),
              status: z.enum(LEARNER_STATUSES),
              enrolledAt: z.string(),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => coursesStatus(app.db, authOf(request), request.params.userId),
  );

  app.get(
    '/api/v3/analytics/:courseId/:userId/assessmentsStatus',
    {
      ...auth,
      schema: {
        tags,
        summary: "A course's quizzes and games with the learner's attempts, score and status",
        params: z.object({ courseId: uuid, userId: uuid }),
        response: { 200: z.array(assessmentSchema), ...errors },
      },
    },
    async (request) =>
      assessmentsStatus(app.db, authOf(request), request.params.courseId, request.params.userId),
  );

  app.get(
    '/api/v3/analytics/questions/:deckId/:userId/responses',
    {
      ...auth,
      schema: {
        tags,
        summary: "A learner's answers to a deck's questions",
        params: z.object({ deckId: uuid, userId: uuid }),
        response: { 200: z.array(learnerResponseSchema), ...errors },
      },
    },
    async (request) =>
      learnerResponses(app.db, authOf(request), request.params.deckId, request.params.userId),
  );
};
