import { AUTH_MESSAGES } from '@lp/shared/auth';
import { DEFAULT_COURSE_SETTINGS } from '@lp/shared/content';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeTeam, multipart } from '../../test/factories';
import { insertCourse } from '../content/catalog/repo';
import { createTeam, findTeamByName } from '../teams/service';
import { findUserById } from '../users/service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const registration = (overrides: Record<string, string> = {}) => ({
  username: `newbie${Math.floor(Math.random() * 1e9)}`,
  password: 'Good@pass1',
  email: 'newbie@example.com',
  first_name: 'New',
  last_name: 'Bie',
  ...overrides,
});
let address = 0;
// Each registration from its own address: the route allows 10 a minute per IP.
const postRegister = (fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/v3/auth/register',
    remoteAddress: `10.9.0.${++address}`,
    ...multipart(fields),
  });

describe('auth/register', () => {
  it('makes a solo creator a team named from the username, with a creator license', async () => {
    const fields = registration({ username: 'janedoe', details: '{"company":"Acme","zone":"North"}' });
    const res = await postRegister(fields);
    expect(res.statusCode).toBe(201);
    expect(res.headers['access-token']).toMatch(/^ey/);
    const user = await findUserById(app.db, res.json()._id);
    expect(user).toMatchObject({
      licenseType: 'Creator',
      creatorLicense: true,
      details: { company: 'Acme', zone: 'North' },
    });
    const team = await findTeamByName(app.db, 'janedoe');
    expect(team?.id).toBe(user?.teamId);
  });

  it('gives the next solo creator with a clashing name a numbered team', async () => {
    await makeTeam(app).then(async () => {
      const res = await postRegister(registration({ username: 'clash' }));
      expect(res.statusCode).toBe(201);
      const res2 = await postRegister(registration({ username: 'clash2' }));
      expect(res2.statusCode).toBe(201);
    });
    const taken = await postRegister(registration({ username: 'clash' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('This username is invalid or unavailable.');
  });

  it('registers a learner into a named team, never as a creator', async () => {
    const team = await createTeam(app.db, { name: `open${Date.now()}`, signupPolicy: 'open' });
    const res = await postRegister(registration({ team: team.name, creatorLicense: 'true' }));
    expect(res.statusCode).toBe(201);
    const user = await findUserById(app.db, res.json()._id);
    expect(user).toMatchObject({ teamId: team.id, licenseType: 'Learner', creatorLicense: false });
  });

  it('refuses a team that takes no registrations, and an unknown team', async () => {
    const closed = await makeTeam(app, { registration: false });
    const res = await postRegister(registration({ team: closed.name }));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(AUTH_MESSAGES.registrationClosed);
    const unknown = await postRegister(registration({ team: 'no-such-team' }));
    expect(unknown.statusCode).toBe(404);
  });

  it.each([
    [{ username: 'Bad Name' }, 'username', 'This username is invalid or unavailable.'],
    [{ password: 'password' }, 'password', 'Password is invalid.'],
    [{ email: 'not-an-email' }, 'email', 'Malformed email address'],
    [{ details: '[1,2]' }, 'details', 'details must be a JSON object'],
  ])('rejects %j with the SPEC message', async (override, path, message) => {
    const res = await postRegister(registration(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path, message });
  });

  it('limits registrations to 10 a minute per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v3/auth/register',
        remoteAddress: '10.8.0.1',
        payload: {},
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('leaves no team behind when the user cannot be created', async () => {
    await postRegister(registration({ username: 'onlyonce' }));
    const again = await postRegister(registration({ username: 'onlyonce' }));
    expect(again.statusCode).toBe(409);
    expect(await findTeamByName(app.db, 'onlyonce_2')).toBeUndefined();
  });
});

describe('auth/guest', () => {
  it('creates a guest account when the team allows guests', async () => {
    const team = await makeTeam(app, { guests: true });
    const res = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/guest',
      payload: { name: 'Gita Guest', team: team.name },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      first_name: 'Gita',
      last_name: 'Guest',
      isGuest: true,
      team: team.name,
    });
    expect(res.headers['access-token']).toMatch(/^ey/);
  });

  it('refuses when guests are off and when the name is shorter than 3', async () => {
    const team = await makeTeam(app);
    const off = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/guest',
      payload: { name: 'Gita', team: team.name },
    });
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe(AUTH_MESSAGES.guestsUnavailable);
    const short = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/guest',
      payload: { name: 'Al', team: team.name },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Name must be at least 3 characters.');
  });
});

describe('auth/lesson_code', () => {
  it('resolves a published course code only when the team has code login on', async () => {
    const on = await makeTeam(app, { codeLogin: true });
    const off = await makeTeam(app);
    const base = { description: '', settings: DEFAULT_COURSE_SETTINGS, published: true };
    await insertCourse(app.db, { ...base, teamId: on.id, identifier: 'lessonon01', name: 'On' });
    await insertCourse(app.db, { ...base, teamId: off.id, identifier: 'lessonoff1', name: 'Off' });

    expect((await app.inject('/api/v3/auth/lesson_code/LessonOn01')).json()).toEqual({
      identifier: 'lessonon01',
    });
    for (const code of ['lessonoff1', 'nosuchcode']) {
      const res = await app.inject(`/api/v3/auth/lesson_code/${code}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(AUTH_MESSAGES.codeLoginUnavailable);
    }
    expect((await app.inject('/api/v3/auth/lesson_code/short')).json().message).toBe(
      'Lesson code must be at least 9 characters.',
    );
  });
});
