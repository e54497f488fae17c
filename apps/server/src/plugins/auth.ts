import type { Ability } from '@lp/shared/permissions';
import { can } from '@lp/shared/permissions';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, sessionInvalid, tooManyRequests } from '../lib/http-errors';
import { type AuthContext, authenticateToken, tokenFromHeaders } from '../modules/auth/sessions';
import { inboxListener } from '../modules/notifications/live';
import { toUserResponse } from '../modules/users/service';
import { addressKey } from './rate-limit';

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

    // A failed check never reaches the route's own limit, so failures count per address here:
    // made-up tokens cannot be tried without end.
    const failedChecks = app.createRateLimit({
      max: app.config.rateLimitMax,
      timeWindow: '1 minute',
      keyGenerator: addressKey,
    });
    const cache = { ttlMs: app.config.sessionCacheMs, crossProcess: app.dbDriver === 'postgres' };
    // On PostgreSQL the cache answers only while this process hears other processes' invalidations.
    if (cache.ttlMs > 0) app.addHook('onReady', () => inboxListener(app).ensure());
    const authenticate = async (request: FastifyRequest) => {
      try {
        const token = tokenFromHeaders(request.headers);
        if (!token) throw sessionInvalid();
        request.auth = await authenticateToken(app.db, app.config.jwtSecret, token, cache);
      } catch (err) {
        const counted = await failedChecks(request);
        if (!counted.isAllowed && counted.isExceeded) throw tooManyRequests(undefined, counted.ttlInSeconds);
        throw err;
      }
    };
    app.decorate('authenticate', authenticate);
    app.decorate('requireAbility', (ability: Ability) => async (request: FastifyRequest) => {
      await authenticate(request);
      const { user, team } = authOf(request);
      if (!can(toUserResponse(user, team), ability)) throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['errors', 'rate-limit'] },
);
