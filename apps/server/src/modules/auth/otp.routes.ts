import { authUserResponseSchema, otpCodeSchema, phoneSchema } from '@lp/shared/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-errors';
import { generateOtp, type OtpDeps, verifyOtp } from './otp';
import { CREDENTIAL_RATE_LIMIT } from './routes';

const errors = errorResponses(400, 401, 403, 404, 429);

/** Sent from /{team}/login: the team whose login page asks (SPEC §6 team-login-only teams need it). */
const otpTeamQuery = z.object({ team: z.string().trim().max(64).optional() });

export const otpRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (log: OtpDeps['log']): OtpDeps => ({
    db: app.db,
    log,
    smtpUrl: app.config.smtpUrl,
    jwtSecret: app.config.jwtSecret,
    sms: app.sms,
  });

  app.post(
    '/api/v3/auth/otp/generate/:phone',
    {
      config: { rateLimit: CREDENTIAL_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Send a 6-digit sign-in code by SMS (one per 60 seconds); errorCode 3 means hide the form',
        params: z.object({ phone: phoneSchema }),
        querystring: otpTeamQuery,
        response: { 200: z.object({ message: z.string(), resendAfterSeconds: z.number() }), ...errors },
      },
    },
    async (request) => generateOtp(deps(request.log), request.params.phone, request.query.team),
  );

  app.post(
    '/api/v3/auth/otp/verify/:phone/:code',
    {
      config: { rateLimit: CREDENTIAL_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with the code; five wrong codes spend it',
        params: z.object({ phone: phoneSchema, code: otpCodeSchema }),
        querystring: otpTeamQuery,
        response: { 200: authUserResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, token } = await verifyOtp(deps(request.log), request.params.phone, request.params.code, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        routeTeam: request.query.team,
      });
      return reply.header('access-token', token).send(user);
    },
  );
};
