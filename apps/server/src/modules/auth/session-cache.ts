import type { Db } from '../../db/client';
import type { SessionRow, TeamRow, UserRow } from '../../db/schema';
import { publishOnChannel, subscribeChannel } from '../notifications/live';

/**
 * token -> { session, user, team } for a few seconds, so an authenticated request costs no query.
 *
 * Every write that changes what a token may do (sign-out, revocation, deactivation, user or team
 * edits, a refreshed session) calls `invalidateAuth` from the repo that writes it: the entries go
 * at once in this process, and a NOTIFY on AUTH_CHANNEL drops them in every other process (and in
 * this one again after the commit, in case a request re-cached the old rows in between). On
 * PostgreSQL the cache answers only while this process LISTENs: a process that could miss another's
 * invalidation reads the database. PGlite is one process, so the local invalidation is enough.
 * A read that began before an invalidation never stores its (possibly old) rows: `epoch` tells.
 */
export interface CachedAuth {
  user: UserRow;
  team: TeamRow;
  session: SessionRow;
}

const AUTH_CHANNEL = 'lp_auth';
const MAX_ENTRIES = 20_000;

interface Entry {
  auth: CachedAuth;
  /** Date.now() after which the entry is read again from the database. */
  until: number;
}

const entries = new Map<string, Entry>();
/** user id -> its cached tokens, so a user's invalidation (bulk imports make many) is not a scan. */
const tokensOfUser = new Map<string, Set<string>>();
let epoch = 0;
/** Listener connections of this process that LISTEN on AUTH_CHANNEL (PostgreSQL only). */
let listening = 0;

export type AuthTarget = { sessionId: string } | { userId: string } | { teamId: string } | { all: true };

function forget(token: string): void {
  const entry = entries.get(token);
  if (!entry) return;
  entries.delete(token);
  const tokens = tokensOfUser.get(entry.auth.user.id);
  tokens?.delete(token);
  if (tokens?.size === 0) tokensOfUser.delete(entry.auth.user.id);
}

function dropLocal(target: AuthTarget): void {
  epoch++;
  if ('all' in target) {
    entries.clear();
    tokensOfUser.clear();
    return;
  }
  if ('userId' in target) {
    for (const token of [...(tokensOfUser.get(target.userId) ?? [])]) forget(token);
    return;
  }
  for (const [token, { auth }] of entries) {
    if (
      ('sessionId' in target && auth.session.id === target.sessionId) ||
      ('teamId' in target && auth.team.id === target.teamId)
    ) {
      forget(token);
    }
  }
}

const encode = (target: AuthTarget): string =>
  'all' in target
    ? 'all'
    : 'sessionId' in target
      ? `session:${target.sessionId}`
      : 'userId' in target
        ? `user:${target.userId}`
        : `team:${target.teamId}`;

function decode(payload: string): AuthTarget {
  const [kind, id] = payload.split(':');
  if (kind === 'session' && id) return { sessionId: id };
  if (kind === 'user' && id) return { userId: id };
  if (kind === 'team' && id) return { teamId: id };
  return { all: true };
}

subscribeChannel(AUTH_CHANNEL, {
  onMessage: (payload) => dropLocal(decode(payload)),
  onListening: (state) => {
    listening += state ? 1 : -1;
    // Invalidations sent while nobody listened are lost: start over.
    dropLocal({ all: true });
  },
});

/** Drops the cached sessions the target covers, here and (PostgreSQL) in every other process. */
export async function invalidateAuth(db: Db, target: AuthTarget): Promise<void> {
  dropLocal(target);
  await publishOnChannel(db, AUTH_CHANNEL, encode(target));
}

export interface CacheUse {
  ttlMs: number;
  /** PostgreSQL: other processes may write, so the cache answers only while LISTENing. */
  crossProcess: boolean;
}

const usable = (use: CacheUse) => use.ttlMs > 0 && (!use.crossProcess || listening > 0);

export function cachedAuth(token: string, use: CacheUse, now = Date.now()): CachedAuth | undefined {
  if (!usable(use)) return undefined;
  const entry = entries.get(token);
  if (!entry) return undefined;
  if (entry.until <= now || entry.auth.session.expiresAt.getTime() <= now) {
    forget(token);
    return undefined;
  }
  return entry.auth;
}

/** The current epoch: read before loading, hand back to `rememberAuth`. */
export const authEpoch = () => epoch;

export function rememberAuth(token: string, auth: CachedAuth, loadedAt: number, use: CacheUse): void {
  if (!usable(use) || loadedAt !== epoch) return;
  if (entries.size >= MAX_ENTRIES) {
    // Oldest first (a Map keeps insertion order): drop a tenth in one go.
    const drop = MAX_ENTRIES / 10;
    for (const key of [...entries.keys()].slice(0, drop)) forget(key);
  }
  forget(token);
  entries.set(token, { auth, until: Date.now() + use.ttlMs });
  const tokens = tokensOfUser.get(auth.user.id) ?? new Set<string>();
  tokens.add(token);
  tokensOfUser.set(auth.user.id, tokens);
}
