import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  type ChallengeDifficulty,
  DEFAULT_CHALLENGE_DIFFICULTY,
  TEST_CHALLENGE_DIFFICULTY,
} from './modules/auth/challenge-difficulty';
import { parseCredentialsKey } from './modules/auth/credential-envelope';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  CONTENT_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  CONTENT_ORIGIN: z
    .url({ protocol: /^https?$/, message: 'CONTENT_ORIGIN must be an http:// or https:// origin' })
    .optional(),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  CHALLENGE_HMAC_KEY: z.string().min(32, 'CHALLENGE_HMAC_KEY must be at least 32 characters').optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: booleanFromEnv.default(true),
  SEED_DEMO_HISTORY: booleanFromEnv.default(true),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(1000),
  TRUST_PROXY: booleanFromEnv.default(false),
  CREDENTIALS_KEY: z.string().optional(),
  REMINDER_INTERVAL_MINUTES: z.coerce.number().int().min(0).default(15),
  NOTICE_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(5),
  ANALYTICS_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(1),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  /** The plans the plan page offers: `providerPlanId=Name` pairs, comma-separated. */
  PAYMENT_PLANS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((pair) => pair.trim())
        .filter(Boolean)
        .map((pair) => {
          const [id = '', ...name] = pair.split('=');
          return { id: id.trim(), name: name.join('=').trim() || id.trim() };
        }),
    )
    .pipe(
      z.array(
        z.object({
          id: z.string().regex(/^[A-Za-z0-9_]{1,40}$/, 'PAYMENT_PLANS: each plan id is letters, digits or _'),
          name: z.string().max(60),
        }),
      ),
    ),
  OPERATOR_EMAILS: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((e) => e.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(z.email('OPERATOR_EMAILS must be comma-separated email addresses'))),
  LOG_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(60),
  LOG_RETENTION_DAYS: z.coerce.number().int().positive().default(30),
  LOG_PRUNE_INTERVAL_MINUTES: z.coerce.number().int().min(0).default(60),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).default(5000),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  /** Port of the second listener, which serves uploaded content (SCORM packages) on its own origin. */
  contentPort: number;
  /** The origin browsers reach that listener at; never the app's own origin (see docs/formats/scorm.md). */
  contentOrigin: string;
  databaseUrl: string | undefined;
  /** Where PGlite keeps its files, JWT secret and demo credentials; undefined = memory only (tests). */
  dataDir: string | undefined;
  jwtSecret: string;
  /** Signs proof-of-work challenges (modules/auth/challenge.ts); the same in every process. */
  challengeHmacKey: string;
  /** How much work a challenge takes; tests make it cheap. */
  challengeDifficulty: ChallengeDifficulty;
  publicUrl: string;
  smtpUrl: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  seedDemo: boolean;
  /** The demo colleagues' 60 days of history (off where a fixed team is wanted: browser journeys). */
  seedDemoHistory: boolean;
  webDist: string;
  /** Global per-IP request ceiling per minute; routes set tighter limits of their own. */
  rateLimitMax: number;
  /** How long a verified token's session, user and team are kept in memory (ms); 0 turns it off. */
  sessionCacheMs: number;
  /** Redis for the rate-limit counters shared by every process; undefined = in memory (one process). */
  redisUrl: string | undefined;
  /** Server processes `npm start` runs (node:cluster, PostgreSQL only; PGlite is one process). */
  webConcurrency: number;
  /** Take the client address from X-Forwarded-For (only behind a proxy you run). */
  trustProxy: boolean;
  /** Shared key for clients that send sealed credentials (see modules/auth/credential-envelope.ts). */
  credentialsKey: Buffer | undefined;
  /** How often course reminders are sent (minutes); 0 turns the reminder job off. */
  reminderIntervalMinutes: number;
  /**
   * How often the notice job looks for launch and enrolment notices to deliver (seconds), besides
   * running right after they are queued; 0 turns it off (tests run it by hand).
   */
  noticeIntervalSeconds: number;
  /** How often queued progress changes are folded into the analytics counters (seconds); 0: off. */
  analyticsIntervalSeconds: number;
  /** Razorpay keys (both or none); without them the payment routes answer that payments are off. */
  payments?: { provider: 'razorpay'; keyId: string; keySecret: string } | undefined;
  /** The provider plans the plan page offers (PAYMENT_PLANS); none: the page offers no checkout. */
  paymentPlans?: { id: string; name: string }[];
  /** Who gets contact-us requests; empty: every SuperAdmin with an email address. */
  operatorEmails?: string[];
  /** Error reports one user (or address) may send to /api/v1/logs/log a minute. */
  logRateLimitMax: number;
  /** Error reports older than this many days are pruned. */
  logRetentionDays: number;
  /** How often the prune runs (minutes); 0 turns it off. */
  logPruneIntervalMinutes: number;
}

export class ConfigError extends Error {}

/** Parses environment variables; every variable has a default that works on a laptop. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const contentPort = env.CONTENT_PORT ?? (env.PORT === 0 ? 0 : env.PORT + 1);
  if (contentPort > 65535) {
    throw new ConfigError('Invalid configuration:\n  CONTENT_PORT: PORT + 1 is not a port; set CONTENT_PORT');
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    contentPort,
    contentOrigin: contentOriginOf(env.CONTENT_ORIGIN, publicUrl, contentPort),
    databaseUrl: env.DATABASE_URL,
    dataDir,
    jwtSecret: env.JWT_SECRET ?? readOrCreateSecret(dataDir, 'jwt-secret'),
    challengeHmacKey: env.CHALLENGE_HMAC_KEY ?? readOrCreateSecret(dataDir, 'challenge-hmac-key'),
    challengeDifficulty: DEFAULT_CHALLENGE_DIFFICULTY,
    publicUrl,
    smtpUrl: env.SMTP_URL,
    logLevel: env.LOG_LEVEL,
    seedDemo: env.SEED_DEMO,
    seedDemoHistory: env.SEED_DEMO_HISTORY,
    webDist: env.WEB_DIST,
    rateLimitMax: env.RATE_LIMIT_MAX,
    sessionCacheMs: env.SESSION_CACHE_MS,
    redisUrl: env.REDIS_URL,
    webConcurrency: env.WEB_CONCURRENCY,
    trustProxy: env.TRUST_PROXY,
    credentialsKey: env.CREDENTIALS_KEY ? parseKey(env.CREDENTIALS_KEY) : undefined,
    reminderIntervalMinutes: env.REMINDER_INTERVAL_MINUTES,
    noticeIntervalSeconds: env.NOTICE_INTERVAL_SECONDS,
    analyticsIntervalSeconds: env.ANALYTICS_INTERVAL_SECONDS,
    payments: paymentsOf(env),
    paymentPlans: env.PAYMENT_PLANS,
    operatorEmails: env.OPERATOR_EMAILS,
    logRateLimitMax: env.LOG_RATE_LIMIT_MAX,
    logRetentionDays: env.LOG_RETENTION_DAYS,
    logPruneIntervalMinutes: env.LOG_PRUNE_INTERVAL_MINUTES,
  };
}

function paymentsOf(env: Env): Config['payments'] {
  if (!env.RAZORPAY_KEY_ID && !env.RAZORPAY_KEY_SECRET) return undefined;
  if (!env.RAZORPAY_KEY_ID || !env.RAZORPAY_KEY_SECRET)
    throw new ConfigError('Invalid configuration:\n  RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET go together');
  return { provider: 'razorpay', keyId: env.RAZORPAY_KEY_ID, keySecret: env.RAZORPAY_KEY_SECRET };
}

const LOOPBACK_TWIN: Record<string, string> = {
  localhost: '127.0.0.1',
  '127.0.0.1': 'localhost',
  '[::1]': '127.0.0.1',
};

/**
 * The content origin: CONTENT_ORIGIN as given, else the app's host on CONTENT_PORT. On a laptop
 * (the app at localhost) the content goes to 127.0.0.1 and the other way round, so the two differ
 * in host as well as port and share no cookies. It must never be the app's own origin.
 */
function contentOriginOf(configured: string | undefined, publicUrl: string, contentPort: number): string {
  const app = new URL(publicUrl);
  let origin: string;
  if (configured) {
    const url = new URL(configured);
    if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || url.username) {
      throw new ConfigError(
        'Invalid configuration:\n  CONTENT_ORIGIN: an origin only, such as https://content.example.com',
      );
    }
    origin = url.origin;
  } else {
    const host = LOOPBACK_TWIN[app.hostname] ?? app.hostname;
    origin = `${app.protocol}//${host}:${contentPort}`;
  }
  if (origin === app.origin) {
    throw new ConfigError(
      'Invalid configuration:\n  CONTENT_ORIGIN: must differ from the app origin (PUBLIC_URL), or uploaded scripts could read sessions',
    );
  }
  return origin;
}

function parseKey(value: string): Buffer {
  try {
    return parseCredentialsKey(value);
  } catch (err) {
    throw new ConfigError(`Invalid configuration:\n  CREDENTIALS_KEY: ${(err as Error).message}`);
  }
}

/** Secrets are generated once and kept in DATA_DIR, so sessions and challenges survive restarts. */
function readOrCreateSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A configuration for tests: in-memory database, no seed, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    contentPort: 0,
    contentOrigin: 'http://127.0.0.1:3001',
    databaseUrl: undefined,
    dataDir: undefined,
    jwtSecret: randomBytes(48).toString('base64url'),
    challengeHmacKey: randomBytes(48).toString('base64url'),
    challengeDifficulty: TEST_CHALLENGE_DIFFICULTY,
    publicUrl: 'http://localhost:3000',
    smtpUrl: undefined,
    logLevel: 'silent',
    seedDemo: false,
    seedDemoHistory: false,
    webDist: path.join(repoRoot, 'apps/web/dist'),
    rateLimitMax: 100_000,
    // Off unless a test turns it on: tests write rows straight to the tables, past the invalidations.
    sessionCacheMs: 0,
    redisUrl: undefined,
    webConcurrency: 1,
    trustProxy: false,
    credentialsKey: undefined,
    reminderIntervalMinutes: 0,
    noticeIntervalSeconds: 0,
    analyticsIntervalSeconds: 0,
    logRateLimitMax: 30,
    logRetentionDays: 30,
    logPruneIntervalMinutes: 0,
    ...overrides,
  };
}
