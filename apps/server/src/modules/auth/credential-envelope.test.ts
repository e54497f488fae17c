import { createCipheriv, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeTeam, makeUser, TEST_PASSWORD } from '../../test/factories';
import { ENVELOPE_PREFIX } from './credential-envelope';

const key = randomBytes(32);
/** What a client holding the shared key sends (the same as WebCrypto AES-GCM output). */
function seal(text: string, withKey = key) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', withKey, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return ENVELOPE_PREFIX + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

let app: FastifyInstance;
let plainApp: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ credentialsKey: key });
  plainApp = await createTestApp();
});
afterAll(async () => {
  await app.close();
  await plainApp.close();
});

describe('encrypted sign-in credentials', () => {
  it('accepts sealed and plain credentials when a shared key is configured', async () => {
    const team = await makeTeam(app);
    const user = await makeUser(app, team.id);
    const signIn = (username: string, password: string) =>
      app.inject({ method: 'POST', url: '/api/v3/auth/sign_in', payload: { username, password } });
    expect((await signIn(seal(user.username), seal(TEST_PASSWORD))).statusCode).toBe(200);
    expect((await signIn(user.username, TEST_PASSWORD)).statusCode).toBe(200);
    const forged = await signIn(seal(user.username, randomBytes(32)), seal(TEST_PASSWORD));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('The encrypted credentials could not be read.');
  });

  it('refuses sealed credentials when no key is configured', async () => {
    const res = await plainApp.inject({
      method: 'POST',
      url: '/api/v3/auth/sign_in',
      payload: { username: seal('someone'), password: seal(TEST_PASSWORD) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Encrypted credentials are not accepted by this server.',
      messageKey: 'auth.sealedCredentialsOff',
    });
  });
});
