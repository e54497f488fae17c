import { AUTH_MESSAGES } from '@lp/shared/auth';
import type { User } from '@lp/shared/users';
import type { Database } from '../../db/client';
import type { SessionRow, UserRow } from '../../db/schema';
import { badRequest, forbidden, sessionInvalid, unauthorized } from '../../lib/http-errors';
import { findTeamById } from '../teams/service';
import { findUserByUsername, setPasswordHash, toUserResponse } from '../users/service';
import { hashPassword, verifyPassword } from './passwords';
import { revokeOtherSessions, revokeSession } from './repo';
import { endAllSessions, refreshSession, startSession } from './sessions';
import {
  ACCOUNT_POLICY,
  accountKey,
  assertNotThrottled,
  clearFailures,
  IP_POLICY,
  ipKey,
  recordFailure,
} from './throttle';

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

// Verifying against a real hash when the username is unknown keeps both answers equally slow.
let dummyHash: Promise<string> | undefined;
const timingDummy = () => {
  dummyHash ??= hashPassword('Unknown-user-timing-1!');
  return dummyHash;
};

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

export async function signIn(
  deps: AuthDeps,
  input: { username: string; password: string },
  client: ClientInfo,
): Promise<SignedIn> {
  const keys = [accountKey(input.username), ipKey(client.ip)];
  await assertNotThrottled(deps.db, keys);
  const user = await findUserByUsername(deps.db, input.username.trim());
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyPassword(await timingDummy(), input.password).then(() => false);
  if (!user || !valid) {
    await recordFailure(deps.db, keys[0] as string, ACCOUNT_POLICY);
    await recordFailure(deps.db, keys[1] as string, IP_POLICY);
    throw unauthorized(AUTH_MESSAGES.wrongCredentials);
  }
  const signedIn = await issueSession(deps, user, client);
  await clearFailures(deps.db, keys[0] as string);
  return signedIn;
}

/**
 * auth/connect: the same session with a fresh token and a later expiry. A sign-in link's session
 * is spent instead: it is revoked and a device session takes its place, so a link works once.
 */
export async function connect(
  deps: AuthDeps,
  auth: { user: UserRow; session: SessionRow; team: { name: string } },
  client: ClientInfo,
): Promise<SignedIn> {
  if (auth.session.kind === 'link') {
    if (!(await revokeSession(deps.db, auth.session.id))) throw sessionInvalid(AUTH_MESSAGES.invalidToken);
    return issueSession(deps, auth.user, client);
  }
  const token = await refreshSession(deps.db, deps.jwtSecret, auth.session);
  return { user: toUserResponse(auth.user, auth.team), token };
}

/** Sign-out ends every session of the user on every device. */
export async function signOut(deps: AuthDeps, userId: string): Promise<number> {
  return endAllSessions(deps.db, userId);
}

export async function changePassword(
  deps: AuthDeps,
  input: { user: UserRow; keepSessionId: string; currentPassword: string; newPassword: string },
): Promise<void> {
  const { user } = input;
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw badRequest(AUTH_MESSAGES.currentPasswordWrong, [
      { path: 'current_password', message: AUTH_MESSAGES.currentPasswordWrong },
    ]);
  }
  await setPasswordHash(deps.db, user.id, await hashPassword(input.newPassword));
  await revokeOtherSessions(deps.db, user.id, input.keepSessionId);
}
