import { AUTH_MESSAGES } from '@lp/shared/auth';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeTeam, makeUser, multipart, signInAs, TEST_PASSWORD } from '../../test/factories';
import { updateUser } from '../users/service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const connect = (token: string) =>
  app.inject({ method: 'POST', url: '/api/v3/auth/connect', headers: { authorization: `Bearer ${token}` } });

describe('auth/sign_in', () => {
  it('signs in with multipart credentials and returns the user and an access-token header', async () => {
    const team = await makeTeam(app);
    const user = await makeUser(app, team.id, { license: 'Creator' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/sign_in',
      ...multipart({ username: user.username, password: TEST_PASSWORD }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-token']).toMatch(/^ey/);
    const body = res.json();
    expect(body).toMatchObject({
      _id: user.id,
      username: user.username,
      team: team.name,
      license: { license_type: 'Creator', isManager: false },
    });
    expect(JSON.stringify(body)).not.toMatch(/argon2|password/i);
  });

  it('answers a wrong password and an unknown user alike with 401', async () => {
    const team = await makeTeam(app);
    const user = await makeUser(app, team.id);
    for (const payload of [
      { username: user.username, password: 'Wrong@pass1' },
      { username: 'nobodyatall', password: TEST_PASSWORD },
    ]) {
      const res = await app.inject({ method: 'POST', url: '/api/v3/auth/sign_in', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: AUTH_MESSAGES.wrongCredentials,
        messageKey: 'auth.wrongCredentials',
      });
    }
  });

  it('rejects empty fields with 400', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v3/auth/sign_in', payload: { username: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('password');
  });

  it('accepts a 128-character password that meets the rules', async () => {
    const team = await makeTeam(app);
    const user = await makeUser(app, team.id);
    const long = `Aa1@${'z'.repeat(124)}`;
    const token = await signInAs(app, user.username);
    const change = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/change_password',
      headers: { 'access-token': token },
      payload: { current_password: TEST_PASSWORD, password: long, password_confirmation: long },
    });
    expect(change.statusCode).toBe(200);
    expect(await signInAs(app, user.username, long)).toMatch(/^ey/);
  });

  it('refuses a deactivated account', async () => {
    const team = await makeTeam(app);
    const user = await makeUser(app, team.id);
    await updateUser(app.db, user.id, { active: false });
    const res = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/sign_in',
      payload: { username: user.username, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(AUTH_MESSAGES.accountDeactivated);
  });
});

describe('sessions', () => {
  it('connect returns the user and a fresh token', async () => {
    const team = await makeTeam(app);
    const user = await makeUser(app, team.id);
    const token = await signInAs(app, user.username);
    const res = await connect(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()._id).toBe(user.id);
    expect(res.headers['access-token']).toMatch(/^ey/);
  });

  it('answers 440 for a missing, garbage, foreign-signed or expired token', async () => {
    const team = await makeTeam(app);
    const user = await makeUser(app, team.id);
    const token = await signInAs(app, user.username);
    const [, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload as string, 'base64url').toString());
    const foreign = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(48)));
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(app.config.jwtSecret));

    expect((await app.inject({ method: 'POST', url: '/api/v3/auth/connect' })).statusCode).toBe(440);
    for (const bad of ['garbage', foreign, expired]) {
      const res = await connect(bad);
      expect(res.statusCode).toBe(440);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('signing out on one device ends the sessions of every device', async () => {
    const team = await makeTeam(app);
    const user = await makeUser(app, team.id);
    const phone = await signInAs(app, user.username);
    const laptop = await signInAs(app, user.username);
    expect((await connect(laptop)).statusCode).toBe(200);

    const out = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/signOut',
      headers: { 'access-token': phone },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json().sessionsEnded).toBe(2);
    expect((await connect(laptop)).statusCode).toBe(440);
    expect((await connect(phone)).statusCode).toBe(440);
  });

  it('deactivating a user ends their sessions at once', async () => {
    const team = await makeTeam(app);
    const user = await makeUser(app, team.id);
    const token = await signInAs(app, user.username);
    await updateUser(app.db, user.id, { active: false });
    expect((await connect(token)).statusCode).toBe(440);
  });
});

describe('auth/change_password', () => {
  it('checks the current password, the rules and the confirmation, then signs out other devices', async () => {
    const team = await makeTeam(app);
    const user = await makeUser(app, team.id);
    const here = await signInAs(app, user.username);
    const other = await signInAs(app, user.username);
    const change = (fields: Record<string, string>) => {
      const form = multipart(fields);
      return app.inject({
        method: 'POST',
        url: '/api/v3/auth/change_password',
        headers: { ...form.headers, 'access-token': here },
        payload: form.payload,
      });
    };

    const mismatch = await change({
      current_password: TEST_PASSWORD,
      password: 'New@pass12',
      password_confirmation: 'New@pass13',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('Passwords do not match...');

    const weak = await change({
      current_password: TEST_PASSWORD,
      password: 'weakpass',
      password_confirmation: 'weakpass',
    });
    expect(weak.json().message).toBe('Password does not meet the requirements...');

    const wrongCurrent = await change({
      current_password: 'Nope@pass1',
      password: 'New@pass12',
      password_confirmation: 'New@pass12',
    });
    expect(wrongCurrent.json().message).toBe(AUTH_MESSAGES.currentPasswordWrong);

    const ok = await change({
      current_password: TEST_PASSWORD,
      password: 'New@pass12',
      password_confirmation: 'New@pass12',
    });
    expect(ok.statusCode).toBe(200);
    expect((await connect(here)).statusCode).toBe(200);
    expect((await connect(other)).statusCode).toBe(440);
    expect(await signInAs(app, user.username, 'New@pass12')).toMatch(/^ey/);
  });
});

describe('token headers', () => {
  it('prefers an explicit Bearer token to a stale access-token header', async () => {
    const team = await makeTeam(app);
    const user = await makeUser(app, team.id);
    const live = await signInAs(app, user.username);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/connect',
      headers: { authorization: `Bearer ${live}`, 'access-token': 'stale-token' },
    });
    expect(res.statusCode).toBe(200);
  });
});
