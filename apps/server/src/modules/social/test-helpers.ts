import type { LicenseType } from '@lp/shared/constants';
import type { FastifyInstance } from 'fastify';
import { makeUser } from '../../test/factories';
import { startSession } from '../auth/sessions';

/**
 * A signed-in member of a team, with a session opened directly: social suites make many people,
 * more than the sign-in route lets one address sign in per minute.
 */
export async function member(app: FastifyInstance, teamId: string, license: LicenseType = 'Learner') {
  const user = await makeUser(app, teamId, { license });
  const { token } = await startSession(app.db, app.config.jwtSecret, { userId: user.id, teamId });
  return { user, token, headers: { 'access-token': token } };
}
