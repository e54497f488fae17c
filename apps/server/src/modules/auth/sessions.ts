import { createSecretKey, type KeyObject } from 'node:crypto';
import { AUTH_MESSAGES } from '@lp/shared/auth';
import type { User } from '@lp/shared/users/index';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Database } from '../../db/client';
import { forbidden, sessionInvalid } from '../../lib/http-errors';
import { findTeamById } from '../teams/service';
import { toUserResponse } from '../users/service';
import { cancelEmailConfirmation } from './email-confirmation.repo';
import {
  extendSession,
  findLiveSession,
  insertSession,
  revokeUserSessions,
  type SessionRow,
  type TeamRow,
  type UserRow,
} from './repo';
import { authEpoch, type CacheUse, cachedAuth, rememberAuth } from './session-cache';

export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** Sign-in links sent by mail work once, within a day. */
export const LINK_TTL_MS = 24 * 60 * 60 * 1000;
const ISSUER = 'learning-platform';

export interface AuthDeps {
  db: Database;
  jwtSecret: string;
}

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

export interface SignedIn {
  user: User;
  token: string;
}

export interface AuthContext {
  user: UserRow;
  team: TeamRow;
  session: SessionRow;
}

/** The HMAC key, imported once per secret rather than on every sign and verify. */
const keys = new Map<string, KeyObject>();
function key(secret: string): KeyObject {
  let found = keys.get(secret);
  if (!found) {
    found = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, found);
  }
  return found;
}

async function signToken(
  secret: string,
  session: { id: string; userId: string; teamId: string; expiresAt: Date },
) {
  return new SignJWT({ tid: session.teamId, sid: session.id })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(session.userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(session.expiresAt.getTime() / 1000))
    .sign(key(secret));
}

/** Opens a session row for a device and returns the JWT that names it. */
export async function startSession(
  db: Database,
  secret: string,
  input: { userId: string; teamId: string; userAgent?: string; ip?: string; kind?: 'device' | 'link' },
): Promise<{ token: string; session: SessionRow }> {
  const ttl = input.kind === 'link' ? LINK_TTL_MS : SESSION_TTL_MS;
  const session = await insertSession(db, { ...input, expiresAt: new Date(Date.now() + ttl) });
  return { token: await signToken(secret, session), session };
}

/** Opens a session for a user who has proved who they are (password, code, link, provider). */
export async function issueSession(deps: AuthDeps, user: UserRow, client: ClientInfo): Promise<SignedIn> {
  if (!user.active || user.deletedAt) throw forbidden(AUTH_MESSAGES.accountDeactivated);
  const team = await findTeamById(deps.db, user.teamId);
  if (!team) throw forbidden(AUTH_MESSAGES.accountDeactivated);
  const { token } = await startSession(deps.db, deps.jwtSecret, {
    userId: user.id,
    teamId: user.teamId,
    ip: client.ip,
    userAgent: client.userAgent,
  });
  return { user: toUserResponse(user, team), token };
}

/**
 * Verifies the token and loads its live session; anything wrong is a 440. With `cache`, a token
 * seen within the last seconds is answered from memory (see session-cache.ts).
 */
export async function authenticateToken(
  db: Database,
  secret: string,
  token: string,
  cache?: CacheUse,
): Promise<AuthContext> {
  if (cache) {
    const hit = cachedAuth(token, cache);
    if (hit) return hit;
  }
  const loadedAt = authEpoch();
  let sessionId: unknown;
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: ISSUER, algorithms: ['HS256'] });
    sessionId = payload.sid;
  } catch (err) {
    if (err instanceof joseErrors.JOSEError || err instanceof TypeError) throw sessionInvalid();
    throw err;
  }
  if (typeof sessionId !== 'string' || !/^[0-9a-f-]{36}$/i.test(sessionId)) throw sessionInvalid();
  const live = await findLiveSession(db, sessionId, new Date());
  if (!live) throw sessionInvalid();
  if (cache) rememberAuth(token, live, loadedAt, cache);
  return live;
}

/** A fresh token for the same session, with its expiry pushed forward (auth/connect). */
export async function refreshSession(db: Database, secret: string, session: SessionRow): Promise<string> {
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await extendSession(db, session.id, expiresAt);
  return signToken(secret, { ...session, expiresAt });
}

export const endAllSessions = revokeUserSessions;

/**
 * An admin closed the account (deactivated or deleted): every session ends, and a confirmation
 * link still waiting in its mailbox can no longer open it.
 */
export async function endAccess(db: Database, userId: string): Promise<void> {
  await revokeUserSessions(db, userId);
  await cancelEmailConfirmation(db, userId);
}

/**
 * Reads the token from `Authorization: Bearer`, else `access-token`. An explicit Bearer wins, so
 * token login (auth/connect with a link token) works even if a stale session header is also sent.
 */
export function tokenFromHeaders(headers: Record<string, string | string[] | undefined>): string | undefined {
  const authorization = headers.authorization;
  if (typeof authorization === 'string') {
    const match = /^Bearer\s+(.+)$/i.exec(authorization.trim());
    if (match?.[1]) return match[1];
  }
  const direct = headers['access-token'];
  if (typeof direct === 'string' && direct.length > 0) return direct;
  return undefined;
}
