import { teamSignupSchema, teamSignupUpdateBodySchema } from '@lp/shared/teams';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import { toUserResponse } from '../users/service';
import { regenerateInviteCode, teamSignup, updateTeamSignup } from './signup';

const errors = errorResponses(400, 403, 404, 440);
const idParams = z.object({ id: z.uuid('Invalid id') });

/** A team's sign-up policy, for its admins (SuperAdmin; Admin of the team); see docs/AUTH.md. */
export const teamSignupRoutes: FastifyPluginAsyncZod = async (app) => {
  const actorOf = (request: Parameters<typeof authOf>[0]) => {
    const { user, team } = authOf(request);
    return { teamId: user.teamId, license: toUserResponse(user, team).license };
  };

  app.get(
    '/api/v3/teams/:id/signup',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['teams'],
        summary: 'Who may register into the team: its policy, email domains and invite code',
        security: [{ accessToken: [] }],
        params: idParams,
        response: { 200: teamSignupSchema, ...errors },
      },
    },
    async (request) => teamSignup(app.db, actorOf(request), request.params.id),
  );

  app.post(
    '/api/v3/teams/:id/signup/update',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['teams'],
        summary: 'Choose the sign-up policy: open, emailDomain (with domains), inviteCode or closed',
        security: [{ accessToken: [] }],
        params: idParams,
        body: teamSignupUpdateBodySchema,
        response: { 200: teamSignupSchema, ...errors },
      },
    },
    async (request) => updateTeamSignup(app.db, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/v3/teams/:id/signup/invite-code/regenerate',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['teams'],
        summary: 'Replace the invite code; the old one stops working at once',
        security: [{ accessToken: [] }],
        params: idParams,
        response: { 200: teamSignupSchema, ...errors },
      },
    },
    async (request) => regenerateInviteCode(app.db, actorOf(request), request.params.id),
  );
};
