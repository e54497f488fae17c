import { keyedMessage } from '@lp/shared/i18n/message-keys';
import { activeEmailDomain, companyAddress, EMAIL_DOMAIN_MESSAGES } from '@lp/shared/teams';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { TeamRow, UserRow } from '../../db/schema';
import { badRequest } from '../../lib/http-errors';
import { mailBody, recipientLanguage, translate } from '../../lib/i18n';
import { findCourse } from '../content/catalog/catalog.service';
import { sendEmail } from '../notifications/delivery';
import { findTeamById, findTeamByName, teamFeatures } from '../teams/service';
import { findTeamUserIdsByEmail, findUserById, findUserByUsername } from '../users/service';
import { startSession } from './sessions';
import { assertTeamLoginRoute } from './team-login';

export interface LinkDeps {
  db: Database;
  jwtSecret: string;
  log: FastifyBaseLogger;
  smtpUrl: string | undefined;
  publicUrl: string;
}

/**
 * The token generator: when the user exists, is active, has an e-mail address and their team has
 * token login on, mail a single-use sign-in link to the course (or home). Returns whether it did.
 */
export async function sendCourseLink(
  deps: LinkDeps,
  input: { username: string; courseId?: string | undefined; team?: string | undefined },
): Promise<boolean> {
  const found = await findLinkRecipient(deps.db, input);
  if (!found) return false;
  const { user, team, address } = found;
  if (!user.active || user.deletedAt || !teamFeatures(team).tokenLogin) return false;
  assertTeamLoginRoute(team, input.team);

  let path = '/';
  if (input.courseId && /^[0-9a-f-]{36}$/i.test(input.courseId)) {
    const course = await findCourse(deps.db, user.teamId, { id: input.courseId });
    if (course) path = `/c/${course.identifier}`;
  }
  const { token } = await startSession(deps.db, deps.jwtSecret, {
    userId: user.id,
    teamId: user.teamId,
    kind: 'link',
  });
  const link = new URL(path, deps.publicUrl);
  link.searchParams.set('token', token);
  const lang = recipientLanguage(user.lang, team.languages);
  await sendEmail(deps, {
    teamId: user.teamId,
    to: address,
    subject: translate(lang, 'loginLink.subject', { team: team.title }),
    text: mailBody(
      lang,
      user.firstName || user.username,
      translate(lang, 'loginLink.body', { link: link.toString() }),
    ),
    meta: { kind: 'login-link', userId: user.id },
  });
  return true;
}

interface LinkRecipient {
  user: UserRow;
  team: TeamRow;
  /** Where the link goes: the user's address, at the company domain in email-domain mode. */
  address: string;
}

/**
 * Whose link it is. On a team's page (or the common page showing a stored team) whose team has
 * SPEC §9's email-domain mode on, the person types their username and the team's domain completes
 * it: the user is found by `username@domain`; a full address at another domain answers 400.
 * Elsewhere the username names the user, and a user of a team in email-domain mode gets a link
 * only at their company address.
 */
async function findLinkRecipient(
  db: Database,
  input: { username: string; team?: string | undefined },
): Promise<LinkRecipient | null> {
  const named = input.team ? await findTeamByName(db, input.team.trim().toLowerCase()) : undefined;
  const domain = named ? activeEmailDomain(named) : null;
  if (named && domain) {
    const combined = companyAddress(input.username, domain);
    if (!combined.ok) {
      // The one refusal with a value in it goes out with its key and the domain.
      const outside = combined.message === EMAIL_DOMAIN_MESSAGES.otherDomain(domain);
      throw badRequest(outside ? keyedMessage('emailDomain.otherDomain', domain) : combined.message);
    }
    const [id] = await findTeamUserIdsByEmail(db, named.id, combined.address, 1);
    const user = id ? await findUserById(db, id) : undefined;
    return user ? { user, team: named, address: combined.address } : null;
  }
  const user = await findUserByUsername(db, input.username);
  if (!user?.email) return null;
  const team = await findTeamById(db, user.teamId);
  if (!team) return null;
  const ownDomain = activeEmailDomain(team);
  if (ownDomain && !user.email.toLowerCase().endsWith(`@${ownDomain}`)) return null;
  return { user, team, address: user.email };
}
