import {
  adminUserDetailSchema,
  createAndEnrolBodySchema,
  createAndEnrolResponseSchema,
  updateSuperBodySchema,
  userCountSchema,
  userCourseSchema,
  userListQuerySchema,
  userPageSchema,
} from '@lp/shared/users/admin';
import { userSchema } from '@lp/shared/users/index';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import {
  countUsers,
  createAndEnrol,
  listCreators,
  listUsers,
  showAdmin,
  showCourses,
  updateSuper,
} from './admin.service';

const errors = errorResponses(400, 403, 404, 409, 440);
const idParams = z.object({ id: z.uuid('Invalid id') });
const pageParams = z.object({
  page: z.coerce.number().int('Page must be a whole number').min(1, 'Page starts at 1').max(100000),
  pageSize: z.coerce.number().int('Page size must be a whole number').min(1).max(200, 'At most 200 a page'),
});
const creatorSchema = userSchema.pick({ _id: true, username: true, first_name: true, last_name: true });

/** SPEC §7 Users: the admin calls (lists, counts, one user's card and courses, edits, create and enrol). */
export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.requireAbility('users.manage');

  app.get(
    '/api/v3/users/count',
    {
      onRequest: admin,
      schema: {
        tags: ['users'],
        summary: 'How many users the team has: total, active, inactive, managers (Admin)',
        response: { 200: userCountSchema, ...errors },
      },
    },
    async (request) => countUsers(app.db, authOf(request)),
  );

  app.get(
    '/api/v3/users/list/creators',
    {
      onRequest: app.requireAbility('builder.view'),
      schema: {
        tags: ['users'],
        summary: 'Everyone of your team who may build content (for owner pickers)',
        response: { 200: z.object({ users: z.array(creatorSchema) }), ...errors },
      },
    },
    async (request) => ({ users: await listCreators(app.db, authOf(request)) }),
  );

  app.get(
    '/api/v3/users/list/team/:team',
    {
      onRequest: admin,
      schema: {
        tags: ['users'],
        summary: "Your team's users by team name, searchable, sortable, filtered and paged (Admin)",
        params: z.object({ team: z.string().trim().min(1).max(100) }),
        querystring: userListQuerySchema,
        response: { 200: userPageSchema, ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      if (request.params.team.toLowerCase() !== auth.team.name.toLowerCase()) throw notFound();
      return listUsers(app.db, auth, request.query);
    },
  );

  for (const [path, licenses, what] of [
    ['adminList', ['SuperAdmin', 'Admin'], 'admins and super admins'],
    ['creatorList', ['Creator'], 'creators'],
  ] as const) {
    app.get(
      `/api/v3/users/list/${path}`,
      {
        onRequest: admin,
        schema: {
          tags: ['users'],
          summary: `Your team's ${what}, searchable, sortable and paged (Admin)`,
          querystring: userListQuerySchema,
          response: { 200: userPageSchema, ...errors },
        },
      },
      async (request) => listUsers(app.db, authOf(request), request.query, licenses),
    );
  }

  const paginated = async (
    request: Parameters<typeof authOf>[0],
    params: { page: number; pageSize: number; search?: string },
    query: z.infer<typeof userListQuerySchema>,
  ) =>
    listUsers(app.db, authOf(request), {
      ...query,
      page: params.page,
      pageSize: params.pageSize,
      search: params.search ?? query.search,
    });

  app.get(
    '/api/v3/users/list/paginated/:page/:pageSize',
    {
      onRequest: admin,
      schema: {
        tags: ['users'],
        summary: "One page of your team's users, sorted and filtered by the query (Admin)",
        params: pageParams,
        querystring: userListQuerySchema.omit({ page: true, pageSize: true }),
        response: { 200: userPageSchema, ...errors },
      },
    },
    async (request) => paginated(request, request.params, { ...request.query, page: 1, pageSize: 25 }),
  );

  app.get(
    '/api/v3/users/list/paginated/:page/:pageSize/:search',
    {
      onRequest: admin,
      schema: {
        tags: ['users'],
        summary: "One page of your team's users matching the search text (Admin)",
        params: pageParams.extend({ search: z.string().trim().min(1).max(100) }),
        querystring: userListQuerySchema.omit({ page: true, pageSize: true, search: true }),
        response: { 200: userPageSchema, ...errors },
      },
    },
    async (request) => paginated(request, request.params, { ...request.query, page: 1, pageSize: 25 }),
  );

  app.get(
    '/api/v3/users/:id/showAdmin',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: "A user's admin card: license, manager, details, standing (Admin, or their manager)",
        params: idParams,
        response: { 200: adminUserDetailSchema, ...errors },
      },
    },
    async (request) => showAdmin(app.db, authOf(request), request.params.id),
  );

  app.get(
    '/api/v3/users/:id/show/courses',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: "A user's enrolled courses with their status (Admin, the user, or their manager)",
        params: idParams,
        response: { 200: z.object({ courses: z.array(userCourseSchema) }), ...errors },
      },
    },
    async (request) => ({ courses: await showCourses(app.db, authOf(request), request.params.id) }),
  );

  app.post(
    '/api/v3/users/:id/update/super',
    {
      onRequest: admin,
      schema: {
        tags: ['users'],
        summary:
          "Change another user's license, manager, stage, details, name, email, language or status (Admin)",
        params: idParams,
        body: updateSuperBodySchema,
        response: { 200: adminUserDetailSchema, ...errors },
      },
    },
    async (request) => updateSuper(app.db, authOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/v3/users/createnroll',
    {
      onRequest: admin,
      schema: {
        tags: ['users'],
        summary: 'Create a user of your team and enrol them in the chosen courses in one step (Admin)',
        body: createAndEnrolBodySchema,
        response: { 201: createAndEnrolResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createAndEnrol(app.db, authOf(request), request.body);
    },
  );
};
