import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { makeSignedInUser, makeTeam, makeUser, signInAs } from '../test/factories';

/** A different made-up token on every request, as an attacker rotating header values would send. */
const randomToken = () => ({ 'access-token': randomBytes(24).toString('base64url') });

async function statuses(app: FastifyInstance, count: number, request: (i: number) => InjectOptions) {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) codes.push((await app.inject(request(i))).statusCode);
  return codes;
}

describe('limits on routes anyone can call', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('count per address, whatever access-token each request makes up', async () => {
    const reset = await statuses(app, 6, (i) => ({
      method: 'POST',
      url: '/api/v3/auth/reset_password',
      remoteAddress: '10.20.0.1',
      headers: randomToken(),
      payload: { email: `someone${i}@example.com` },
    }));
    expect(reset).toEqual([200, 200, 200, 200, 200, 429]);

    const register = await statuses(app, 11, () => ({
      method: 'POST',
      url: '/api/v3/auth/register',
      remoteAddress: '10.20.0.2',
      headers: randomToken(),
      payload: {},
    }));
    expect(register.slice(0, 10).every((code) => code === 400)).toBe(true);
    expect(register[10]).toBe(429);

    const check = await statuses(app, 61, (i) => ({
      url: `/api/v3/users/check/someone${i}`,
      remoteAddress: '10.20.0.3',
      headers: randomToken(),
    }));
    expect(check.slice(0, 60).every((code) => code === 200)).toBe(true);
    expect(check[60]).toBe(429);
  });

  it('count per address even for a signed-in caller, whose session does not buy more sign-ins', async () => {
    const { headers } = await makeSignedInUser(app);
    const codes = await statuses(app, 31, () => ({
      method: 'POST',
      url: '/api/v3/auth/sign_in',
      remoteAddress: '10.20.0.4',
      headers,
      payload: { username: 'x' },
    }));
    expect(codes.slice(0, 30).every((code) => code === 400)).toBe(true);
    expect(codes[30]).toBe(429);
  });

  it('also count reset mails per address mailed to, from any client address', async () => {
    const codes = await statuses(app, 4, (i) => ({
      method: 'POST',
      url: '/api/v3/auth/reset_password',
      remoteAddress: `10.21.0.${i + 1}`,
      payload: { email: i % 2 ? 'Target@Example.com' : 'target@example.com' },
    }));
    expect(codes).toEqual([200, 200, 200, 429]);
    const other = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/reset_password',
      remoteAddress: '10.21.0.9',
      payload: { email: 'someone.else@example.com' },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('the global limit', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ rateLimitMax: 3 });
  });
  afterAll(() => app.close());

  it('gives made-up tokens no fresh allowance on open routes', async () => {
    const codes = await statuses(app, 4, () => ({
      url: '/api/health',
      remoteAddress: '10.30.0.1',
      headers: randomToken(),
    }));
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('counts failed token checks per address on signed-in routes', async () => {
    const codes = await statuses(app, 4, () => ({
      url: '/api/v3/courseLibrary',
      remoteAddress: '10.30.0.2',
      headers: randomToken(),
    }));
    expect(codes).toEqual([440, 440, 440, 429]);
  });

  it('counts per verified user: more sessions of one user share one budget', async () => {
    const team = await makeTeam(app);
    const user = await makeUser(app, team.id);
    const first = await signInAs(app, user.username);
    const second = await signInAs(app, user.username);
    const hit = (token: string, remoteAddress: string) =>
      app.inject({ url: '/api/v3/courseLibrary', headers: { 'access-token': token }, remoteAddress });
    const codes = [
      (await hit(first, '10.30.1.1')).statusCode,
      (await hit(second, '10.30.1.2')).statusCode,
      (await hit(first, '10.30.1.3')).statusCode,
      (await hit(second, '10.30.1.4')).statusCode,
    ];
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});
