import type { LicenseType } from '@lp/shared/constants';
import type { User } from '@lp/shared/users/index';
import { isValidPassword, isValidUsername, VALIDATION_MESSAGES } from '@lp/shared/validation';
import type { Database } from '../../db/client';
import type { NewUserRow, TeamRow, UserRow } from '../../db/schema';
import { badRequest, conflict } from '../../lib/http-errors';
import { hashPassword } from '../auth/passwords';
import { assertSeatAvailable } from '../billing/plan.service';
import { reapplyRulesForUser } from '../content/enrolment/rules.service';
import { syncLeaderboardSegments } from '../gamification/ledger.service';
import { findUserById, findUserByUsername, insertUser, updateUser as updateUserRow } from './repo';

export {
  findActiveUsersByEmail,
  findTeamUserIdsByEmail,
  findUserById,
  findUserByPhone,
  findUserByUsername,
} from './repo';

/** Updates a user; new details or a reactivation re-apply the team's enrolment rules to them. */
export async function updateUser(db: Database, id: string, values: Partial<NewUserRow>) {
  const row =
    values.active === true
      ? // Reactivating takes a seat of the plan: checked under the team's row lock.
        await db.transaction(async (tx) => {
          const current = await findUserById(tx, id);
          if (current && !current.active && !current.isGuest) await assertSeatAvailable(tx, current.teamId);
          return updateUserRow(tx, id, values);
        })
      : await updateUserRow(db, id, values);
  if (row && values.details !== undefined) await syncLeaderboardSegments(db, row.teamId, row.id);
  if (row && (values.details !== undefined || values.active === true)) await reapplyRulesForUser(db, row);
  return row;
}

export const setPasswordHash = (db: Database, userId: string, passwordHash: string) =>
  updateUser(db, userId, { passwordHash });

export interface CreateUserInput {
  teamId: string;
  username: string;
  password: string;
  licenseType: LicenseType;
  isManager?: boolean;
  firstName?: string;
  lastName?: string;
  email?: string | null;
  phone?: string | null;
  lang?: string;
  creatorLicense?: boolean;
  details?: Record<string, unknown>;
  isGuest?: boolean;
  /** False for an account that opens later (a registration waiting for its email confirmation). */
  active?: boolean;
}

export async function createUser(db: Database, input: CreateUserInput): Promise<UserRow> {
  const username = input.username.trim();
  if (!isValidUsername(username)) throw badRequest(VALIDATION_MESSAGES.usernameUnavailable);
  if (!isValidPassword(input.password)) throw badRequest(VALIDATION_MESSAGES.passwordInvalid);
  if (await findUserByUsername(db, username)) throw conflict(VALIDATION_MESSAGES.usernameUnavailable);
  const passwordHash = await hashPassword(input.password);
  const takesSeat = !input.isGuest && input.active !== false;
  // The plan's seat check and the insert share a transaction holding the team's row lock.
  const user = await db.transaction(async (tx) => {
    if (takesSeat) await assertSeatAvailable(tx, input.teamId);
    return insertUser(tx, {
      teamId: input.teamId,
      username,
      passwordHash,
      licenseType: input.licenseType,
      licenseName: input.licenseType,
      isManager: input.isManager ?? false,
      firstName: input.firstName ?? '',
      lastName: input.lastName ?? '',
      email: input.email ?? null,
      phone: input.phone ?? null,
      lang: input.lang ?? 'en',
      creatorLicense: input.creatorLicense ?? input.licenseType === 'Creator',
      details: input.details ?? {},
      isGuest: input.isGuest ?? false,
      active: input.active ?? true,
    });
  });
  await reapplyRulesForUser(db, user);
  return user;
}

/** The allow-list of user fields a response may carry (no password hash, ever). */
export function toUserResponse(user: UserRow, team: Pick<TeamRow, 'name'>): User {
  return {
    _id: user.id,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    lang: user.lang as User['lang'],
    image: user.image,
    avatarConfig: user.avatarConfig,
    stage: user.stage,
    team: team.name,
    branding: user.branding,
    license: {
      termsAccepted: user.termsAccepted,
      license_type: user.licenseType as User['license']['license_type'],
      license_name: user.licenseName,
      isManager: user.isManager,
    },
    details: user.details,
    creatorLicense: user.creatorLicense,
    active: user.active,
    isGuest: user.isGuest,
  };
}
