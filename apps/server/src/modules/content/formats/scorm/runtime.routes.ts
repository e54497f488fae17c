import {
  SCORM_CONTENT_PATHS,
  scormCommitBodySchema,
  scormCommitResponseSchema,
  scormPlayerSessionSchema,
} from '@lp/shared/formats/scorm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../../db/client';
import { unauthorized } from '../../../../lib/http-errors';
import { errorResponses } from '../../../../lib/route-errors';
import { findTeamById } from '../../../teams/service';
import { findUserById } from '../../../users/service';
import { commitState, type Learner, playerSession } from './runtime.service';
import { type RuntimeGrant, verifyRuntimeToken } from './runtime-token';

const ENDED = 'This lesson session has ended. Close the lesson and open it again.';

interface RuntimeCaller {
  grant: RuntimeGrant;
  learner: Learner;
}

declare module 'fastify' {
  interface FastifyRequest {
    scormRuntime: RuntimeCaller | null;
  }
}

/** The runtime token of `Authorization: Bearer`, verified, and the learner it names, still active in its team. */
async function grantOf(db: Database, secret: string, request: FastifyRequest): Promise<RuntimeCaller> {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization?.trim() ?? '');
  const grant = match?.[1] ? await verifyRuntimeToken(secret, match[1]) : undefined;
  if (!grant) throw unauthorized(ENDED);
  const user = await findUserById(db, grant.userId);
  if (!user?.active || user.deletedAt || user.teamId !== grant.teamId) throw unauthorized(ENDED);
  const team = await findTeamById(db, grant.teamId);
  if (!team) throw unauthorized(ENDED);
  return { grant, learner: { user, team } };
}

/**
 * The two routes of the content origin that the SCORM player calls with its runtime token. The
 * deck comes from the token alone, so a token can never read or write another deck or learner;
 * every other route of either listener refuses it.
 */
export const scormRuntimeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('scormRuntime', null);
  // Checked before the body is read, so nothing without a valid token gets further.
  const onRequest = async (request: FastifyRequest) => {
    request.scormRuntime = await grantOf(app.db, app.config.jwtSecret, request);
  };
  const callerOf = (request: FastifyRequest): RuntimeCaller => {
    if (!request.scormRuntime) throw unauthorized(ENDED);
    return request.scormRuntime;
  };

  app.get(
    SCORM_CONTENT_PATHS.session,
    {
      onRequest,
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        summary: "The player's session: the package to play, the saved cmi and the learner's name",
        response: { 200: scormPlayerSessionSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { grant, learner } = callerOf(request);
      reply.header('cache-control', 'no-store');
      return playerSession(app.db, app.config, learner, grant.deckId, grant.embedder);
    },
  );

  app.post(
    SCORM_CONTENT_PATHS.commit,
    {
      onRequest,
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: {
        summary: "Save the learner's SCORM runtime data; the server reads completion and score from it",
        body: scormCommitBodySchema,
        response: { 200: scormCommitResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { grant, learner } = callerOf(request);
      return commitState(app.db, app.config, learner, grant.deckId, request.body);
    },
  );
};
