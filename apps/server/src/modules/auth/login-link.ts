import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { mailBody, recipientLanguage, translate } from '../../lib/i18n';
import { findCourse } from '../content/catalog/catalog.service';
import { sendEmail } from '../notifications/delivery';
import { findTeamById, teamFeatures } from '../teams/service';
import { findUserByUsername } from '../users/service';
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
  const user = await findUserByUsername(deps.db, input.username);
  if (!user?.active || user.deletedAt || !user.email) return false;
  const team = await findTeamById(deps.db, user.teamId);
  if (!team || !teamFeatures(team).tokenLogin) return false;
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
    to: user.email,
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
