import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseCredentialsKey } from './modules/auth/credential-envelope';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: booleanFromEnv.default(true),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(1000),
  TRUST_PROXY: booleanFromEnv.default(false),
  CREDENTIALS_KEY: z.string().optional(),
  REMINDER_INTERVAL_MINUTES: z.coerce.number().int().min(0).default(15),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Where PGlite keeps its files, JWT secret and demo credentials; undefined = memory only (tests). */
  dataDir: string | undefined;
  jwtSecret: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  seedDemo: boolean;
  webDist: string;
  /** Global per-IP request ceiling per minute; routes set tighter limits of their own. */
  rateLimitMax: number;
  /** Take the client address from X-Forwarded-For (only behind a proxy you run). */
  trustProxy: boolean;
  /** Shared key for clients that send sealed credentials (see modules/auth/credential-envelope.ts). */
  credentialsKey: Buffer | undefined;
  /** How often course reminders are sent (minutes); 0 turns the background jobs off. */
  reminderIntervalMinutes: number;
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
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    jwtSecret: env.JWT_SECRET ?? readOrCreateSecret(dataDir),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    smtpUrl: env.SMTP_URL,
    logLevel: env.LOG_LEVEL,
    seedDemo: env.SEED_DEMO,
    webDist: env.WEB_DIST,
    rateLimitMax: env.RATE_LIMIT_MAX,
    trustProxy: env.TRUST_PROXY,
    credentialsKey: env.CREDENTIALS_KEY ? parseKey(env.CREDENTIALS_KEY) : undefined,
    reminderIntervalMinutes: env.REMINDER_INTERVAL_MINUTES,
  };
}

function parseKey(value: string): Buffer {
  try {
    return parseCredentialsKey(value);
  } catch (err) {
    throw new ConfigError(`Invalid configuration:\n  CREDENTIALS_KEY: ${(err as Error).message}`);
  }
}

/** The JWT secret is generated once and kept in DATA_DIR so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
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
    databaseUrl: undefined,
    dataDir: undefined,
    jwtSecret: randomBytes(48).toString('base64url'),
    publicUrl: 'http://localhost:3000',
    smtpUrl: undefined,
    logLevel: 'silent',
    seedDemo: false,
    webDist: path.join(repoRoot, 'apps/web/dist'),
    rateLimitMax: 100_000,
    trustProxy: false,
    credentialsKey: undefined,
    reminderIntervalMinutes: 0,
    ...overrides,
  };
}
