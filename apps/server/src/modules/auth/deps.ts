import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ChallengeDeps } from './challenge';
import type { MailDeps } from './email-confirmation';
import type { SignInDeps } from './service';
import type { AuthDeps } from './sessions';

/** What the auth services need from the app, built in one place for every auth route. */
export const authDeps = (app: FastifyInstance): AuthDeps => ({ db: app.db, jwtSecret: app.config.jwtSecret });

export const mailDeps = (app: FastifyInstance, log: FastifyBaseLogger): MailDeps => ({
  db: app.db,
  log,
  smtpUrl: app.config.smtpUrl,
  publicUrl: app.config.publicUrl,
});

/** The challenge service's needs; other modules (the helpdesk) pass this to `redeemChallenge`. */
export const challengeDeps = (app: FastifyInstance): ChallengeDeps => ({
  db: app.db,
  hmacKey: app.config.challengeHmacKey,
  difficulty: app.config.challengeDifficulty,
});

export const signInDeps = (app: FastifyInstance, log: FastifyBaseLogger): SignInDeps => ({
  ...authDeps(app),
  challenge: challengeDeps(app),
  mail: mailDeps(app, log),
});
