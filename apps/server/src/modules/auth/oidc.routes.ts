import {
  AUTH_MESSAGES,
  identityProviderCreateBodySchema,
  identityProviderPublicSchema,
  identityProviderSchema,
} from '@lp/shared/auth';
import { apiErrorSchema } from '@lp/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../../lib/http-errors';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import { perAddress } from '../../plugins/rate-limit';
import { canUpdateTeam } from '../teams/policy';
import { findTeamByName, teamFeatures } from '../teams/service';
import { toUserResponse } from '../users/service';
import { completeOidcSignIn, OIDC_CALLBACK_PATH, startOidcSignIn } from './oidc';
import { deleteProvider, type IdentityProviderRow, insertProvider, listProviders } from './oidc.repo';

const toAdminView = (p: IdentityProviderRow) => ({
  id: p.id,
  name: p.name,
  kind: p.kind,
  issuer: p.issuer,
  clientId: p.clientId,
  scopes: p.scopes,
  enabled: p.enabled,
});
const errors = errorResponses(400, 403, 404, 440);

export const oidcRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, jwtSecret: app.config.jwtSecret, publicUrl: app.config.publicUrl };

  app.get(
    '/api/v3/auth/oidc/:team/providers',
    {
      schema: {
        tags: ['auth'],
        summary: "The team's single sign-on and social sign-in buttons (empty when those methods are off)",
        params: z.object({ team: z.string().max(64) }),
        response: { 200: z.array(identityProviderPublicSchema), 404: apiErrorSchema },
      },
    },
    async (request) => {
      const team = await findTeamByName(app.db, request.params.team.toLowerCase());
      if (!team) throw notFound(AUTH_MESSAGES.teamNotFound);
      const features = teamFeatures(team);
      return (await listProviders(app.db, team.id))
        .filter((p) => p.enabled && (p.kind === 'sso' ? features.ssoLogin : features.socialLogin))
        .map((p) => ({ id: p.id, name: p.name, kind: p.kind }));
    },
  );

  app.get(
    '/api/v3/auth/oidc/:team/:id/start',
    {
      config: { rateLimit: perAddress(30) },
      schema: {
        tags: ['auth'],
        summary: "Redirects the browser to the provider's sign-in page",
        params: z.object({ team: z.string().max(64), id: z.uuid('Invalid id') }),
        querystring: z.object({ redirect: z.string().max(2048).default('/') }),
      },
    },
    async (request, reply) => {
      try {
        const url = await startOidcSignIn(deps, {
          teamName: request.params.team,
          providerId: request.params.id,
          redirectPath: request.query.redirect,
        });
        return reply.redirect(url.toString());
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        const back = new URL(`/${encodeURIComponent(request.params.team)}/login`, app.config.publicUrl);
        back.searchParams.set('error', err.message);
        return reply.redirect(`${back.pathname}${back.search}`);
      }
    },
  );

  app.get(
    OIDC_CALLBACK_PATH,
    {
      schema: {
        tags: ['auth'],
        summary: 'Where providers send the browser back; continues to the web app',
        hide: true,
      },
    },
    async (request, reply) => {
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      try {
        const result = await completeOidcSignIn(deps, query);
        const target = new URLSearchParams({ token: result.token });
        return reply.redirect(`/${encodeURIComponent(result.teamName)}/login?${target}`);
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        return reply.redirect(`/login?${new URLSearchParams({ error: err.message })}`);
      }
    },
  );

  const adminOf = async (request: Parameters<typeof authOf>[0], teamId: string) => {
    const { user, team } = authOf(request);
    if (!canUpdateTeam({ teamId: user.teamId, ...toUserResponse(user, team) }, teamId)) throw notFound();
  };
  const teamParams = z.object({ id: z.uuid('Invalid id') });

  app.get(
    '/api/v3/teams/:id/identity-providers',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['teams'],
        summary: "The team's OpenID Connect providers (Admin of the team, SuperAdmin)",
        params: teamParams,
        response: { 200: z.array(identityProviderSchema), ...errors },
      },
    },
    async (request) => {
      await adminOf(request, request.params.id);
      return (await listProviders(app.db, request.params.id)).map(toAdminView);
    },
  );

  app.post(
    '/api/v3/teams/:id/identity-providers/create',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['teams'],
        summary: `Add an OpenID Connect provider; register ${OIDC_CALLBACK_PATH} as its redirect URI`,
        params: teamParams,
        body: identityProviderCreateBodySchema,
        response: { 201: identityProviderSchema, ...errors },
      },
    },
    async (request, reply) => {
      await adminOf(request, request.params.id);
      const row = await insertProvider(app.db, { teamId: request.params.id, ...request.body });
      return reply.status(201).send(toAdminView(row));
    },
  );

  app.post(
    '/api/v3/teams/:id/identity-providers/:providerId/delete',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['teams'],
        summary: 'Remove a provider; users it created keep their accounts',
        params: teamParams.extend({ providerId: z.uuid('Invalid id') }),
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await adminOf(request, request.params.id);
      if (!(await deleteProvider(app.db, request.params.id, request.params.providerId))) throw notFound();
      return { message: 'Provider removed.' };
    },
  );
};
