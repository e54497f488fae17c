import {
  courseCardSchema,
  courseDetailSchema,
  courseLibrarySchema,
  deckSummarySchema,
  programCardSchema,
  programDetailSchema,
} from '@lp/shared/content/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { useCompiledSerializer } from '../../../lib/compiled-serializer';
import { errorResponses } from '../../../lib/route-errors';
import { authOf } from '../../../plugins/auth';
import { replyLearnerResponse } from '../../learner-reads/responses';
import {
  courseDetail,
  courseLibrary,
  listCoursesFor,
  listProgramsFor,
  programDetail,
} from './catalog.service';

const errors = errorResponses(400, 403, 404, 440);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A course is addressed by its id or by its public identifier (/c/{identifier}). */
const courseKey = (value: string) => (UUID.test(value) ? { id: value } : { identifier: value.toLowerCase() });

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  // The library and course views are the most read responses of the product.
  useCompiledSerializer(app);
  const auth = { onRequest: app.authenticate };

  app.get(
    '/api/v3/courseLibrary',
    {
      ...auth,
      schema: {
        tags: ['content'],
        summary: "The learner's programs and courses with access state and progress",
        response: { 200: courseLibrarySchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = authOf(request);
      return replyLearnerResponse(reply, viewer, 'courseLibrary', async () => {
        const { library, until } = await courseLibrary(app.db, viewer);
        return { value: library, until };
      });
    },
  );

  app.get(
    '/api/v3/courses/list',
    {
      ...auth,
      schema: {
        tags: ['content'],
        summary: 'Courses: the library for learners, every course of the team for creators and admins',
        response: { 200: z.array(courseCardSchema), ...errors },
      },
    },
    async (request) => listCoursesFor(app.db, authOf(request)),
  );

  app.get(
    '/api/v3/courses/:id/show',
    {
      ...auth,
      schema: {
        tags: ['content'],
        summary: 'A course (by id or identifier) with its topics and decks, access state and progress',
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: courseDetailSchema, ...errors },
      },
    },
    async (request) => courseDetail(app.db, authOf(request), courseKey(request.params.id)),
  );

  app.get(
    '/api/v3/courses/:id/decks',
    {
      ...auth,
      schema: {
        tags: ['content'],
        summary: 'The decks of a course in order (no content)',
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: z.array(deckSummarySchema), ...errors },
      },
    },
    async (request) => {
      const course = await courseDetail(app.db, authOf(request), courseKey(request.params.id));
      return course.topics.flatMap((t) => t.decks);
    },
  );

  app.get(
    '/api/v3/programs/list',
    {
      ...auth,
      schema: {
        tags: ['content'],
        summary: "The team's programs",
        response: { 200: z.array(programCardSchema), ...errors },
      },
    },
    async (request) => listProgramsFor(app.db, authOf(request)),
  );

  app.get(
    '/api/v3/programs/:id/show',
    {
      ...auth,
      schema: {
        tags: ['content'],
        summary: 'A program with its courses in order',
        params: z.object({ id: z.uuid('Invalid id') }),
        response: { 200: programDetailSchema, ...errors },
      },
    },
    async (request) => programDetail(app.db, authOf(request), request.params.id),
  );
};
