import { availabilityResponseSchema, existsResponseSchema } from '@lp/shared/auth';
import { apiErrorSchema } from '@lp/shared/errors';
import { checkUserBodySchema, updateSelfBodySchema, userSchema } from '@lp/shared/users/index';
import { isValidUsername } from '@lp/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../lib/http-errors';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import { perAccount, perAddress } from '../../plugins/rate-limit';
import { sendCourseLink } from '../auth/login-link';
import { enrollInTeamCourses } from '../content/enrolment/user-enrolment.service';
import { teamFeatures } from '../teams/service';
import { userAdminRoutes } from './admin.routes';
import { userImportRoutes } from './import.routes';
import { deleteUser, setUserActive } from './lifecycle';
import { managerRoutes } from './manager.routes';
import { canManageUser } from './policy';
import { findUserById, findUserByUsername, toUserResponse, updateUser } from './service';

const errors = errorResponses(400, 403, 404, 429, 440);
const idParams = z.object({ id: z.uuid('Invalid id') });
/** Username and account look-ups are limited per address so they cannot be used to list accounts. */
const LOOKUP_RATE_LIMIT = perAddress(60);

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(userAdminRoutes);
  await app.register(userImportRoutes);
  await app.register(managerRoutes);

  /** The path's user must be the caller (or, where allowed, managed by the caller). */
  const selfOnly = (request: Parameters<typeof authOf>[0], id: string) => {
    const auth = authOf(request);
    if (auth.user.id !== id) throw forbidden();
    return auth;
  };

  app.get(
    '/api/v3/users/check/:username',
    {
      config: { rateLimit: LOOKUP_RATE_LIMIT },
      schema: {
        tags: ['users'],
        summary: 'Whether a username is valid and free',
        params: z.object({ username: z.string().max(254) }),
        response: { 200: availabilityResponseSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const username = request.params.username.trim();
      if (!isValidUsername(username)) return { available: false };
      return { available: !(await findUserByUsername(app.db, username)) };
    },
  );

  app.post(
    '/api/v3/users/:id/team_enrollment',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: "Enrol the user in the team's self-enrolment courses (after registration or guest login)",
        params: idParams,
        response: { 200: z.object({ enrolled: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const target =
        request.params.id === auth.user.id ? auth.user : await findUserById(app.db, request.params.id);
      const actor = { teamId: auth.user.teamId, ...toUserResponse(auth.user, auth.team) };
      if (!target || (target.id !== auth.user.id && target.teamId !== auth.user.teamId)) throw notFound();
      if (target.id !== auth.user.id && !canManageUser(actor, target)) throw forbidden();
      if (!teamFeatures(auth.team).teamCourses) return { enrolled: 0 };
      return { enrolled: await enrollInTeamCourses(app.db, { teamId: target.teamId, userId: target.id }) };
    },
  );

  app.post(
    '/api/v3/users/:id/update/self',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Update your own name, language, avatar or image',
        params: idParams,
        body: updateSelfBodySchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => {
      const auth = selfOnly(request, request.params.id);
      const b = request.body;
      const row = await updateUser(app.db, auth.user.id, {
        ...(b.first_name !== undefined ? { firstName: b.first_name } : {}),
        ...(b.last_name !== undefined ? { lastName: b.last_name } : {}),
        ...(b.lang !== undefined ? { lang: b.lang } : {}),
        ...(b.avatarConfig !== undefined ? { avatarConfig: b.avatarConfig } : {}),
        ...(b.image !== undefined ? { image: b.image } : {}),
      });
      if (!row) throw notFound();
      return toUserResponse(row, auth.team);
    },
  );

  app.post(
    '/api/v3/users/:id/update/acceptterms',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Record acceptance of the terms',
        params: idParams,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      if (request.params.id !== auth.user.id) {
        // Another team's user is not found; a teammate's acceptance is theirs to give.
        const target = await findUserById(app.db, request.params.id);
        if (!target || target.teamId !== auth.user.teamId) throw notFound();
        throw forbidden();
      }
      const row = await updateUser(app.db, auth.user.id, { termsAccepted: true });
      if (!row) throw notFound();
      return toUserResponse(row, auth.team);
    },
  );

  app.post(
    '/api/v3/users/email/check-user',
    {
      config: { rateLimit: perAddress(10) },
      // Also per username, known or not, so nobody's inbox can be flooded with links.
      preHandler: perAccount(app, {
        name: 'login-link',
        max: 3,
        timeWindow: '15 minutes',
        account: (request) => (request.body as { username?: string } | undefined)?.username,
      }),
      schema: {
        tags: ['users'],
        summary: 'Token generator: if the user exists, mail them a sign-in link to the course',
        body: checkUserBodySchema,
        response: { 200: existsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      exists: await sendCourseLink(
        {
          db: app.db,
          jwtSecret: app.config.jwtSecret,
          log: request.log,
          smtpUrl: app.config.smtpUrl,
          publicUrl: app.config.publicUrl,
        },
        request.body,
      ),
    }),
  );

  for (const action of ['activate', 'deactivate'] as const) {
    app.post(
      `/api/v3/users/:id/${action}`,
      {
        onRequest: app.requireAbility('users.manage'),
        schema: {
          tags: ['users'],
          summary:
            action === 'activate'
              ? 'Reactivate a user of your team (Admin); their standing comes back from the ledger'
              : 'Deactivate a user of your team (Admin): sessions end, leaderboards drop them',
          params: idParams,
          response: { 200: userSchema, ...errors },
        },
      },
      async (request) => setUserActive(app.db, authOf(request), request.params.id, action === 'activate'),
    );
  }

  app.post(
    '/api/v3/users/:id/delete',
    {
      onRequest: app.requireAbility('adminPanel.delete'),
      schema: {
        tags: ['users'],
        summary: 'Delete a user of your team (SuperAdmin); their history stays for reports',
        params: idParams,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await deleteUser(app.db, authOf(request), request.params.id);
      return { message: 'User deleted.' };
    },
  );
};
