import {
  builderCourseSchema,
  builderMessageSchema,
  courseCreateBodySchema,
  courseUpdateBodySchema,
  courseVersionListSchema,
  launchBodySchema,
  launchResultSchema,
} from '@lp/shared/builder';
import type { CourseKind } from '@lp/shared/content';
import { DB_INTEGER_MAX } from '@lp/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import {
  courseOutline,
  courseToRead,
  createCourse,
  deleteCourse,
  duplicateCourse,
  updateCourse,
} from '../content/courses/courses.service';
import { launchCourse, unlaunchCourse } from '../content/courses/launch.service';
import { listVersions, versionReport } from '../content/courses/versions.service';

const errors = errorResponses(400, 403, 404, 409, 440);
const idParams = z.object({ id: z.uuid('Invalid id') });
const CREATE_PATHS: Record<CourseKind, string> = { course: 'courses', exam: 'exams', contest: 'contests' };

/** Courses, exams and contests in the builder: the same paths serve all three kinds. */
export const builderCourseRoutes: FastifyPluginAsyncZod = async (app) => {
  const build = { onRequest: app.requireAbility('builder.view') };
  const read = { onRequest: app.authenticate };
  const tags = ['builder'];

  for (const [kind, path] of Object.entries(CREATE_PATHS) as [CourseKind, string][]) {
    app.post(
      `/api/v3/${path}/create`,
      {
        ...build,
        schema: {
          tags,
          summary: `Create ${kind === 'exam' ? 'an' : 'a'} ${kind} (unlaunched, owned by the caller)`,
          body: courseCreateBodySchema,
          response: { 201: builderCourseSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createCourse(app.db, authOf(request), kind, request.body)),
    );
  }

  app.get(
    '/api/v3/courses/:id/showAdmin',
    {
      ...read,
      schema: {
        tags,
        summary: 'The builder outline: settings, topics and decks in order with full content (answer keys)',
        params: idParams,
        response: { 200: builderCourseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = authOf(request);
      return courseOutline(app.db, caller, await courseToRead(app.db, caller, request.params.id));
    },
  );

  app.post(
    '/api/v3/courses/:id/update',
    {
      ...build,
      schema: {
        tags,
        summary: 'Change name, description, image, priority, languages, tags or settings',
        params: idParams,
        body: courseUpdateBodySchema,
        response: { 200: builderCourseSchema, ...errors },
      },
    },
    async (request) => updateCourse(app.db, authOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/v3/courses/:id/duplicate',
    {
      ...build,
      schema: {
        tags,
        summary: 'Deep copy with topics and decks, unlaunched, with a new identifier',
        params: idParams,
        response: { 201: builderCourseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await duplicateCourse(app.db, authOf(request), request.params.id)),
  );

  app.post(
    '/api/v3/courses/:id/delete',
    {
      ...build,
      schema: {
        tags,
        summary: 'Delete a course, exam or contest (removed from programs, tags and favorites)',
        params: idParams,
        response: { 200: builderMessageSchema, ...errors },
      },
    },
    async (request) => {
      await deleteCourse(app.db, authOf(request), request.params.id);
      return { message: 'Course deleted.' };
    },
  );

  app.post(
    '/api/v3/courses/:id/launch',
    {
      ...build,
      schema: {
        tags,
        summary: 'Launch; resetProgress archives the learner data as an old version and starts afresh',
        params: idParams,
        body: launchBodySchema,
        response: { 200: launchResultSchema, ...errors },
      },
    },
    async (request) => launchCourse(app.db, authOf(request), request.params.id, request.body.resetProgress),
  );

  app.post(
    '/api/v3/courses/:id/unlaunch',
    {
      ...build,
      schema: {
        tags,
        summary: "Unlaunch; an exam's or contest's audience data is reset",
        params: idParams,
        response: { 200: builderCourseSchema, ...errors },
      },
    },
    async (request) => unlaunchCourse(app.db, authOf(request), request.params.id),
  );

  app.get(
    '/api/v3/courses/:id/versions',
    {
      ...build,
      schema: {
        tags,
        summary: 'Old versions archived by launches that reset progress (not for managers)',
        params: idParams,
        response: { 200: courseVersionListSchema, ...errors },
      },
    },
    async (request) => listVersions(app.db, authOf(request), request.params.id),
  );

  app.get(
    '/api/v3/courses/:id/versions/:version/report',
    {
      ...build,
      schema: {
        tags,
        summary: "An old version's learner report as a CSV download (not for managers)",
        params: idParams.extend({
          version: z.coerce.number().int().min(1, 'Invalid version').max(DB_INTEGER_MAX, 'Invalid version'),
        }),
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const report = await versionReport(app.db, authOf(request), request.params.id, request.params.version);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${report.filename}"`)
        .send(report.csv);
    },
  );
};
