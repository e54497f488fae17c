import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { teamRef, userRef } from './refs';

/** A signed-in device. The JWT names a row here, so a session can be revoked before it expires. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    teamId: teamRef(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** 'device': a signed-in browser or app; 'link': a single-use sign-in link sent by mail. */
    kind: text('kind').$type<'device' | 'link'>().notNull().default('device'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export type SessionRow = typeof sessions.$inferSelect;

/** Single-use password reset links; only a hash of the token is stored. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** The current one-time sign-in code of a phone number (hashed), its expiry and failed tries. */
export const otpCodes = pgTable('otp_codes', {
  phone: text('phone').primaryKey(),
  userId: userRef(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
});

/**
 * Leaky buckets of sign-in attempts, per account ("account:<name>") and per client address
 * ("address:<addr>"): `level` drains at a fixed rate per hour, and an attempt is evaluated only when
 * it fits under the bucket's capacity. `recentFailures` counts failures since the last success
 * (accounts ask for a proof-of-work challenge once it passes a few).
 */
export const signInBuckets = pgTable('sign_in_buckets', {
  key: text('key').primaryKey(),
  level: doublePrecision('level').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  recentFailures: integer('recent_failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
});

/** Failures of one account from one address: each one past a few doubles the wait before the next try. */
export const signInPairs = pgTable(
  'sign_in_pairs',
  {
    account: text('account').notNull(),
    address: text('address').notNull(),
    failures: integer('failures').notNull().default(0),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    retryAt: timestamp('retry_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.account, t.address] })],
);

/** Proof-of-work challenges already redeemed, kept until they expire so none is used twice. */
export const spentChallenges = pgTable(
  'spent_challenges',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('spent_challenges_expires_idx').on(t.expiresAt)],
);

/** A registration waiting for its email address to be confirmed (the `emailDomain` sign-up policy). */
export const emailConfirmations = pgTable('email_confirmations', {
  userId: userRef().primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A team's OpenID Connect provider for company single sign-on ('sso') or social login ('social'). */
export const identityProviders = pgTable(
  'identity_providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: teamRef(),
    kind: text('kind').$type<'sso' | 'social'>().notNull(),
    name: text('name').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecret: text('client_secret').notNull(),
    scopes: text('scopes').notNull().default('openid email profile'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('identity_providers_team_idx').on(t.teamId)],
);

/** Which provider account (issuer subject) belongs to which user. */
export const userIdentities = pgTable(
  'user_identities',
  {
    providerId: uuid('provider_id')
      .notNull()
      .references(() => identityProviders.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    userId: userRef(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.subject] })],
);

/** An authorization request in flight: PKCE verifier, nonce and where to return; used once. */
export const oidcStates = pgTable('oidc_states', {
  state: text('state').primaryKey(),
  providerId: uuid('provider_id')
    .notNull()
    .references(() => identityProviders.id, { onDelete: 'cascade' }),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  redirectPath: text('redirect_path').notNull().default('/'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
