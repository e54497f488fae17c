import { AUTH_MESSAGES, CHALLENGE_REQUIRED_ERROR_CODE } from '@lp/shared/auth';
import type { Database } from '../../db/client';
import { badRequest, forbidden, HttpError, sessionInvalid, unauthorized } from '../../lib/http-errors';
import { findTeamById } from '../teams/service';
import { findUserByUsername, setPasswordHash, toUserResponse } from '../users/service';
import { type ChallengeDeps, redeemChallenge } from './challenge';
import { awaitsEmailConfirmation, type MailDeps, sendEmailConfirmation } from './email-confirmation';
import { hashPassword, verifyPassword } from './passwords';
import {
  recentSessionAddresses,
  revokeOtherSessions,
  revokeSession,
  type SessionRow,
  type UserRow,
} from './repo';
import {
  type AuthDeps,
  type ClientInfo,
  endAllSessions,
  issueSession,
  refreshSession,
  type SignedIn,
} from './sessions';
import { assertTeamLoginRoute } from './team-login';
import {
  type Attempt,
  accountKey,
  assertPairMayTry,
  attemptFailed,
  attemptSucceeded,
  challengeNeeded,
  clientAddress,
  reserveAttempt,
  SIGN_IN_PROTECTION,
} from './throttle';

export interface SignInDeps extends AuthDeps {
  challenge: ChallengeDeps;
  /** To mail a new confirmation link to an account that has not confirmed its address yet. */
  mail: MailDeps;
}

// Verifying against a real hash when the username is unknown keeps both answers equally slow.
let dummyHash: Promise<string> | undefined;
const timingDummy = () => {
  dummyHash ??= hashPassword('Unknown-user-timing-1!');
  return dummyHash;
};

/** Has the account opened a session from this address lately (its owner's office or home)? */
async function isFamiliarAddress(db: Database, userId: string, attempt: Attempt): Promise<boolean> {
  const since = new Date(attempt.now.getTime() - SIGN_IN_PROTECTION.knownAddressDays * 24 * 60 * 60 * 1000);
  const addresses = await recentSessionAddresses(db, userId, since);
  return addresses.some((ip) => clientAddress(ip) === attempt.address);
}

/**
 * Username and password. In order: this address's wait for this account (throttle.ts), a solved
 * challenge once the account has had a few failures, room in the address's and the account's
 * buckets, and only then the password.
 */
export async function signIn(
  deps: SignInDeps,
  input: { username: string; password: string; altcha?: string | undefined; team?: string | undefined },
  client: ClientInfo,
  now = new Date(),
): Promise<SignedIn> {
  const attempt: Attempt = { account: accountKey(input.username), address: clientAddress(client.ip), now };
  await assertPairMayTry(deps.db, attempt);
  if (
    (await challengeNeeded(deps.db, attempt)) &&
    !(await redeemChallenge(deps.challenge, 'sign_in', input.altcha, now))
  ) {
    const message = input.altcha ? AUTH_MESSAGES.challengeFailed : AUTH_MESSAGES.challengeRequired;
    throw new HttpError(401, message, { errorCode: CHALLENGE_REQUIRED_ERROR_CODE });
  }
  const user = await findUserByUsername(deps.db, input.username.trim());
  await reserveAttempt(deps.db, attempt, user ? await isFamiliarAddress(deps.db, user.id, attempt) : false);
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyPassword(await timingDummy(), input.password).then(() => false);
  if (!user || !valid) {
    await attemptFailed(deps.db, attempt);
    throw unauthorized(AUTH_MESSAGES.wrongCredentials);
  }
  await attemptSucceeded(deps.db, attempt);
  const team = await findTeamById(deps.db, user.teamId);
  if (await awaitsEmailConfirmation(deps, user)) {
    await sendEmailConfirmation(deps.mail, user, team?.title ?? '');
    throw forbidden(AUTH_MESSAGES.confirmEmailFirst);
  }
  // SPEC §6 (the password was right, so naming the team tells nothing new).
  if (team) assertTeamLoginRoute(team, input.team);
  return issueSession(deps, user, client);
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
