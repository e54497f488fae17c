import { randomBytes } from 'node:crypto';
import { AUTH_MESSAGES, type guestBodySchema, type registerBodySchema } from '@lp/shared/auth';
import { teamNameFromUsername } from '@lp/shared/validation';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../lib/http-errors';
import { generatePassword } from '../../lib/passwords';
import { createTeam, findTeamByName, teamFeatures } from '../teams/service';
import { admissionFor } from '../teams/signup';
import { createUser } from '../users/service';
import { type MailDeps, sendEmailConfirmation } from './email-confirmation';
import type { TeamRow } from './repo';
import { type AuthDeps, type ClientInfo, issueSession, type SignedIn } from './sessions';

type RegisterInput = z.output<typeof registerBodySchema>;

async function openTeam(db: Database, name: string): Promise<TeamRow> {
  const team = await findTeamByName(db, name.toLowerCase());
  if (!team) throw notFound(AUTH_MESSAGES.teamNotFound);
  return team;
}

/** A free team name derived from the username: alice, alice_2, alice_3... */
async function soloTeamName(db: Database, username: string): Promise<string> {
  const base = teamNameFromUsername(username);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}_${n}`;
    if (!(await findTeamByName(db, candidate))) return candidate;
  }
}

export type Registered = SignedIn | { pending: { userId: string } };

/**
 * auth/register. With a team: a learner of that team, if the team takes registrations and its
 * sign-up policy admits this person (an `emailDomain` team first mails a link to confirm the
 * address; the account opens when it is followed). Without one: a solo creator, who gets a
 * creator license and a new team named from the username.
 */
export async function register(
  deps: AuthDeps & { mail: MailDeps },
  input: RegisterInput,
  client: ClientInfo,
): Promise<Registered> {
  const { user, team, admission } = await deps.db.transaction(async (tx) => {
    let team: TeamRow;
    let admission: 'join' | 'confirmEmail' = 'join';
    const solo = !input.team;
    if (input.team) {
      team = await openTeam(tx, input.team);
      if (!teamFeatures(team).registration) throw forbidden(AUTH_MESSAGES.registrationClosed);
      admission = admissionFor(team, { email: input.email, inviteCode: input.invite_code });
    } else {
      team = await createTeam(tx, { name: await soloTeamName(tx, input.username), title: input.username });
    }
    const user = await createUser(tx, {
      teamId: team.id,
      username: input.username,
      password: input.password,
      email: input.email,
      firstName: input.first_name,
      lastName: input.last_name,
      licenseType: solo ? 'Creator' : 'Learner',
      creatorLicense: solo,
      details: input.details,
      active: admission === 'join',
    });
    return { user, team, admission };
  });
  if (admission === 'confirmEmail') {
    await sendEmailConfirmation(deps.mail, user, team.title);
    return { pending: { userId: user.id } };
  }
  return issueSession(deps, user, client);
}

/** Guest login: an automatic account named by the guest, when the team allows guests. */
export async function registerGuest(
  deps: AuthDeps,
  input: z.output<typeof guestBodySchema>,
  client: ClientInfo,
): Promise<SignedIn> {
  const team = await openTeam(deps.db, input.team);
  if (!teamFeatures(team).guests) throw forbidden(AUTH_MESSAGES.guestsUnavailable);
  const space = input.name.indexOf(' ');
  const user = await createUser(deps.db, {
    teamId: team.id,
    username: `guest${randomBytes(6).toString('hex')}`,
    // Guests never type a password; a random one keeps the account closed to password sign-in guesses.
    password: generatePassword(24),
    firstName: space === -1 ? input.name : input.name.slice(0, space),
    lastName: space === -1 ? '' : input.name.slice(space + 1),
    licenseType: 'Learner',
    isGuest: true,
  });
  return issueSession(deps, user, client);
}
