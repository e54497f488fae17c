import { AUTH_MESSAGES } from '@lp/shared/auth';
import { DEFAULT_COURSE_SETTINGS } from '@lp/shared/content';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeTeam, makeUser, signInAs, TEST_PASSWORD } from '../../test/factories';
import { lastMessageTo as lastMessageToIn } from '../../test/outbox';
import { insertCourse } from '../content/catalog/repo';
import { updateUser } from '../users/service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const lastMessageTo = (recipient: string) => lastMessageToIn(app, recipient);
const tokenIn = (text: string) => /token=([A-Za-z0-9._-]+)/.exec(text)?.[1] ?? '';
const connect = (token: string) =>
  app.inject({ method: 'POST', url: '/api/v3/auth/connect', headers: { authorization: `Bearer ${token}` } });

describe('password reset', () => {
  it('answers the same for known and unknown addresses and mails a link only to the known one', async () => {
    const team = await makeTeam(app);
    await makeUser(app, team.id, { email: 'Known@Example.com' });
    const ask = (email: string) =>
      app.inject({ method: 'POST', url: '/api/v3/auth/reset_password', payload: { email } });
    const known = await ask('known@example.com');
    const unknown = await ask('unknown@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: AUTH_MESSAGES.resetSent });
    expect(unknown.json()).toEqual(known.json());
    expect(await lastMessageTo('unknown@example.com')).toBeUndefined();
    const mail = await lastMessageTo('Known@Example.com');
    expect(mail?.body).toContain('http://localhost:3000/reset-password?token=');
  });

  it('sets the new password once, signs out every device, and refuses a spent or bad link', async () => {
    const team = await makeTeam(app);
    const user = await makeUser(app, team.id, { email: 'reset@example.com' });
    const device = await signInAs(app, user.username);
    await app.inject({
      method: 'POST',
      url: '/api/v3/auth/reset_password',
      payload: { email: 'reset@example.com' },
    });
    const token = tokenIn((await lastMessageTo('reset@example.com'))?.body ?? '');
    const confirm = (password: string, confirmation = password) =>
      app.inject({
        method: 'POST',
        url: '/api/v3/auth/reset_password/confirm',
        payload: { token, password, password_confirmation: confirmation },
      });

    expect((await confirm('Fresh@pass1', 'Other@pass1')).json().message).toBe('Passwords do not match...');
    expect((await confirm('weak')).json().message).toBe('Password does not meet the requirements...');
    const ok = await confirm('Fresh@pass1');
    expect(ok.statusCode).toBe(200);
    expect((await connect(device)).statusCode).toBe(440);
    expect(await signInAs(app, user.username, 'Fresh@pass1')).toMatch(/^ey/);

    const again = await confirm('Again@pass1');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AUTH_MESSAGES.resetLinkInvalid);
  });

  it('a newer link replaces the older one', async () => {
    const team = await makeTeam(app);
    await makeUser(app, team.id, { email: 'twice@example.com' });
    const ask = () =>
      app.inject({
        method: 'POST',
        url: '/api/v3/auth/reset_password',
        payload: { email: 'twice@example.com' },
      });
    await ask();
    const first = tokenIn((await lastMessageTo('twice@example.com'))?.body ?? '');
    await new Promise((r) => setTimeout(r, 5));
    await ask();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/reset_password/confirm',
      payload: { token: first, password: 'Fresh@pass1', password_confirmation: 'Fresh@pass1' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('one-time code sign-in', () => {
  async function otpUser(features: Record<string, boolean> = { otpLogin: true }) {
    const team = await makeTeam(app, features);
    const user = await makeUser(app, team.id);
    const phone = String(Math.floor(1e9 + Math.random() * 8e9));
    await updateUser(app.db, user.id, { phone });
    return { user, phone };
  }
  const generate = (phone: string) =>
    app.inject({ method: 'POST', url: `/api/v3/auth/otp/generate/${phone}` });
  const verify = (phone: string, code: string, ip = '10.3.0.1') =>
    app.inject({ method: 'POST', url: `/api/v3/auth/otp/verify/${phone}/${code}`, remoteAddress: ip });
  const codeSentTo = async (phone: string) =>
    /(\d{6})/.exec((await lastMessageTo(phone))?.body ?? '')?.[1] ?? '';

  it('sends a code to the outbox and signs in with it once', async () => {
    const { user, phone } = await otpUser();
    const sent = await generate(phone);
    expect(sent.json()).toEqual({ message: AUTH_MESSAGES.otpSent, resendAfterSeconds: 60 });
    const message = await lastMessageTo(phone);
    expect(message?.channel).toBe('sms');
    const code = await codeSentTo(phone);
    const ok = await verify(phone, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()._id).toBe(user.id);
    expect(ok.headers['access-token']).toMatch(/^ey/);
    expect((await verify(phone, code)).json().message).toBe(AUTH_MESSAGES.otpExpired);
  });

  it('enforces the 60-second resend rule on the server', async () => {
    const { phone } = await otpUser();
    await generate(phone);
    const again = await generate(phone);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^Please wait \d+ seconds before asking for a new code\.$/);
  });

  it('hides the form (errorCode 3) for an unknown phone or when codes are off', async () => {
    const unknown = await generate('0000000001');
    expect(unknown.json()).toEqual({
      message: AUTH_MESSAGES.otpUnknownPhone,
      messageKey: 'auth.otpUnknownPhone',
      errorCode: 3,
    });
    const { phone } = await otpUser({});
    const off = await generate(phone);
    expect(off.json()).toEqual({
      message: AUTH_MESSAGES.otpUnavailable,
      messageKey: 'auth.otpUnavailable',
      errorCode: 3,
    });
  });

  it('validates the phone and code shapes', async () => {
    expect((await generate('12345')).json().message).toBe('Phone number must be exactly 10 characters.');
    expect((await verify('1234567890', '12a456')).json().message).toBe('The code must be 6 digits.');
  });

  it('spends the code after five wrong tries', async () => {
    const { phone } = await otpUser();
    await generate(phone);
    const code = await codeSentTo(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await verify(phone, wrong, `10.4.0.${i}`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 429]);
    const right = await verify(phone, code, '10.4.0.9');
    expect(right.statusCode).toBe(400);
  });
});

describe('token generator (sign-in link by mail)', () => {
  it('mails a single-use link to the course when token login is on', async () => {
    const team = await makeTeam(app, { tokenLogin: true });
    const user = await makeUser(app, team.id, { email: 'link@example.com' });
    const course = await insertCourse(app.db, {
      teamId: team.id,
      identifier: 'linkcourse1',
      name: 'Linked',
      settings: DEFAULT_COURSE_SETTINGS,
      published: true,
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/v3/users/email/check-user',
      payload: { username: user.username, courseId: course.id },
    });
    expect(res.json()).toEqual({ exists: true });
    const body = (await lastMessageTo('link@example.com'))?.body ?? '';
    expect(body).toContain('/c/linkcourse1?token=');
    const token = tokenIn(body);

    const first = await connect(token);
    expect(first.statusCode).toBe(200);
    const deviceToken = String(first.headers['access-token']);
    expect(deviceToken).not.toBe(token);
    expect((await connect(token)).statusCode).toBe(440);
    expect((await connect(deviceToken)).statusCode).toBe(200);
  });

  it('answers exists: false for unknown users and teams without token login', async () => {
    const team = await makeTeam(app);
    const user = await makeUser(app, team.id, { email: 'nolink@example.com' });
    for (const username of ['nobodyhere', user.username]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v3/users/email/check-user',
        payload: { username },
      });
      expect(res.json()).toEqual({ exists: false });
    }
    expect(await lastMessageTo('nolink@example.com')).toBeUndefined();
  });
});

describe('a user without a password hash', () => {
  it('cannot sign in with any password', async () => {
    const team = await makeTeam(app);
    const user = await makeUser(app, team.id);
    await updateUser(app.db, user.id, { passwordHash: null });
    const res = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/sign_in',
      payload: { username: user.username, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
  });
});
