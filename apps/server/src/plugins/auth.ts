import type { Ability } from '@lp/shared/permissions';
import { can } from '@lp/shared/permissions';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, sessionInvalid } from '../lib/http-errors';
import { type AuthContext, authenticateToken, tokenFromHeaders } from '../modules/auth/sessions';
import { toUserResponse } from '../modules/users/service';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** onRequest hook: 440 unless the request carries a live session. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook factory: a live session whose license has the ability, else 403. */
    requireAbility: (ability: Ability) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The signed-in user of a request that passed `app.authenticate`. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw sessionInvalid();
  return request.auth;
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('auth', null);

    const authenticate = async (request: FastifyRequest) => {
      const token = tokenFromHeaders(request.headers);
      if (!token) throw sessionInvalid();
      request.auth = await authenticateToken(app.db, app.config.jwtSecret, token);
    };
    app.decorate('authenticate', authenticate);
    app.decorate('requireAbility', (ability: Ability) => async (request: FastifyRequest) => {
      await authenticate(request);
      const { user, team } = authOf(request);
      if (!can(toUserResponse(user, team), ability)) throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['errors'] },
);
