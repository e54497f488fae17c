import { AUTH_MESSAGES } from '@lp/shared/auth';
import { apiErrorSchema } from '@lp/shared/errors';
import { teamBrandingSchema, teamCreateBodySchema, teamUpdateBodySchema } from '@lp/shared/teams';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import { toUserResponse } from '../users/service';
import { createTeamWithAdmin } from './create-team';
import { deleteTeam, findTeamByName, listAllTeams, toTeamBranding, updateTeam } from './service';

const errors = errorResponses(400, 403, 404, 409, 440);
const idParams = z.object({ id: z.uuid('Invalid id') });

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const actorOf = (request: Parameters<typeof authOf>[0]) => {
    const { user, team } = authOf(request);
    return { teamId: user.teamId, license: toUserResponse(user, team).license };
  };

  app.get(
    '/api/v3/teams/fetch/:team',
    {
      schema: {
        tags: ['teams'],
        summary: 'Public branding and feature flags of a team (no sign-in needed)',
        params: z.object({ team: z.string().max(64) }),
        response: { 200: teamBrandingSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const team = await findTeamByName(app.db, request.params.team.toLowerCase());
      if (!team) throw notFound(AUTH_MESSAGES.teamNotFound);
      return toTeamBranding(team);
    },
  );

  app.get(
    '/api/v3/teams/list',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['teams'],
        summary: 'Every team (SuperAdmin)',
        response: { 200: z.array(teamBrandingSchema), ...errors },
      },
    },
    async (request) => listAllTeams(app.db, actorOf(request)),
  );

  app.post(
    '/api/v3/teams/create',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['teams'],
        summary: 'Create a team with its branding and, optionally, its first Admin (SuperAdmin)',
        body: teamCreateBodySchema,
        response: { 201: teamBrandingSchema.extend({ adminId: z.string().nullable() }), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTeamWithAdmin(app.db, actorOf(request), request.body)),
  );

  app.post(
    '/api/v3/teams/:id/update',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['teams'],
        summary: 'Change branding, languages or feature flags (SuperAdmin; Admin of the team)',
        params: idParams,
        body: teamUpdateBodySchema,
        response: { 200: teamBrandingSchema, ...errors },
      },
    },
    async (request) => updateTeam(app.db, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/v3/teams/:id/delete',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['teams'],
        summary: 'Delete a team and everything in it (SuperAdmin)',
        params: idParams,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await deleteTeam(app.db, actorOf(request), request.params.id);
      return { message: 'Team deleted.' };
    },
  );
};
