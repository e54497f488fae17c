import { randomBytes } from 'node:crypto';
import type { LicenseType } from '@lp/shared/constants';
import type { FastifyInstance } from 'fastify';
import { createTeam } from '../modules/teams/service';
import { createUser } from '../modules/users/service';

export const TEST_PASSWORD = 'Test@pass1';

const unique = () => randomBytes(4).toString('hex');

export async function makeTeam(app: FastifyInstance, features: Record<string, boolean> = {}) {
  return createTeam(app.db, { name: `team${unique()}`, title: 'Test team', features });
}

export async function makeUser(
  app: FastifyInstance,
  teamId: string,
  options: { license?: LicenseType; manager?: boolean; username?: string; email?: string } = {},
) {
  return createUser(app.db, {
    teamId,
    username: options.username ?? `user${unique()}`,
    password: TEST_PASSWORD,
    licenseType: options.license ?? 'Learner',
    isManager: options.manager ?? false,
    firstName: 'Test',
    lastName: 'User',
    email: options.email ?? null,
  });
}

/** Signs in through the API and returns the token from the access-token header. */
export async function signInAs(app: FastifyInstance, username: string, password = TEST_PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v3/auth/sign_in',
    payload: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign in failed: ${res.statusCode} ${res.body}`);
  return String(res.headers['access-token']);
}

/** A team with a signed-in user of the given license. */
export async function makeSignedInUser(
  app: FastifyInstance,
  options: { license?: LicenseType; manager?: boolean; teamId?: string } = {},
) {
  const team = options.teamId ? { id: options.teamId } : await makeTeam(app);
  const user = await makeUser(app, team.id, options);
  const token = await signInAs(app, user.username);
  return { team, user, token, headers: { 'access-token': token } };
}

/** A multipart/form-data body for app.inject. */
export function multipart(fields: Record<string, string>) {
  const boundary = `----lp${unique()}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
