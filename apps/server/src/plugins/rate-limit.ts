import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { tooManyRequests } from '../lib/http-errors';

/**
 * Every limit is keyed on something the server has verified: the signed-in user of a session that
 * passed `app.authenticate`, else the client address (IPv6 by its /64, as one machine holds one).
 * Headers the client chose, such as an unchecked `access-token`, never name a counter.
 */
export const addressKey = (request: FastifyRequest) => `address:${normalizeIP(request.ip)}`;

/**
 * The user once `app.authenticate` has run (it runs before the limit on routes that use it), else
 * the address. Per user rather than per session, so opening sessions does not buy more requests.
 */
export const identityKey = (request: FastifyRequest) =>
  request.auth ? `user:${request.auth.user.id}` : addressKey(request);

/** Route config for routes anyone can call (sign-in, registration, look-ups): per client address. */
export const perAddress = (max: number, timeWindow = '1 minute') => ({
  max,
  timeWindow,
  keyGenerator: addressKey,
});

/**
 * A preHandler (the body is parsed and valid by then) that also limits a route per account the
 * request names, such as the email a reset link goes to; requests naming no account pass.
 */
export function perAccount(
  app: FastifyInstance,
  options: {
    name: string;
    max: number;
    timeWindow: string;
    account: (request: FastifyRequest) => string | undefined;
  },
) {
  const limiter = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindow,
    keyGenerator: (request) => `${options.name}:${options.account(request)?.trim().toLowerCase()}`,
  });
  return async (request: FastifyRequest) => {
    if (!options.account(request)) return;
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests(undefined, result.ttlInSeconds);
  };
}

/**
 * Counters live in Redis when REDIS_URL is set, so every process (and machine) counts against the
 * same limit; otherwise in this process's memory, which is right for one process only. A Redis
 * outage lets requests through (logged) rather than failing every request of the product.
 */
function sharedStore(app: FastifyInstance, config: Config) {
  if (!config.redisUrl) return {};
  const redis = new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  redis.on('error', (err) => app.log.warn({ err }, 'rate-limit store: Redis error'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return {
    redis,
    nameSpace: 'lp-rate-limit:',
    skipOnError: true,
  };
}

/** The global limit (RATE_LIMIT_MAX a minute per user or address); routes may set tighter ones. */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    await app.register(rateLimit, {
      ...sharedStore(app, config),
      global: true,
      max: config.rateLimitMax,
      timeWindow: '1 minute',
      keyGenerator: identityKey,
      // The web app's files are not counted: one visit loads dozens of scripts.
      allowList: (request) => !request.url.startsWith('/api/'),
    });
  },
  { name: 'rate-limit' },
);
