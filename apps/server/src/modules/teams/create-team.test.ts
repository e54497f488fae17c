import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeSignedInUser, signInAs } from '../../test/factories';
import { findTeamByName } from './service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const create = (headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'POST', url: '/api/v3/teams/create', headers, payload });
let n = 0;
const fresh = (prefix: string) => `${prefix}${Date.now().toString(36)}${n++}`;

describe('teams/create with branding and its admin', () => {
  it('lets a SuperAdmin create a branded team whose admin can sign in', async () => {
    const root = await makeSignedInUser(app, { license: 'SuperAdmin' });
    const name = fresh('acme');
    const username = fresh('acmeadmin');
    const res = await create(root.headers, {
      name,
      title: 'Acme Corp',
      colors: { main: '#112233', primary: '#445566', primaryText: '#FFFFFF' },
      features: { contests: true },
      admin: { username, password: 'Test@pass1', email: 'boss@acme.example', first_name: 'Ada' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name,
      title: 'Acme Corp',
      colors: { main: '#112233' },
      features: { contests: true, exams: false },
    });
    expect(res.json().adminId).toEqual(expect.any(String));
    const token = await signInAs(app, username);
    const me = await app.inject({
      url: `/api/v3/teams/${res.json()._id}/plan`,
      headers: { 'access-token': token },
    });
    expect(me.statusCode).toBe(200);
  });

  it('refuses bad input, a taken admin username (leaving no team) and non-SuperAdmins', async () => {
    const root = await makeSignedInUser(app, { license: 'SuperAdmin' });
    expect((await create(root.headers, { name: 'Bad Name!' })).statusCode).toBe(400);
    expect((await create(root.headers, { name: fresh('t'), features: { nope: true } })).statusCode).toBe(400);
    expect(
      (await create(root.headers, { name: fresh('t'), admin: { username: 'ab', password: 'weak' } }))
        .statusCode,
    ).toBe(400);
    const name = fresh('clash');
    const clash = await create(root.headers, {
      name,
      admin: { username: root.user.username, password: 'Test@pass1' },
    });
    expect(clash.statusCode).toBe(409);
    expect(await findTeamByName(app.db, name)).toBeUndefined();
    for (const license of ['Admin', 'Creator', 'Learner'] as const) {
      const user = await makeSignedInUser(app, { license });
      expect((await create(user.headers, { name: fresh('x') })).statusCode).toBe(403);
    }
  });

  it('lets only a SuperAdmin delete a team, and answers 404 to an Admin of another team', async () => {
    const root = await makeSignedInUser(app, { license: 'SuperAdmin' });
    const made = (await create(root.headers, { name: fresh('gone') })).json();
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    const del = (headers: Record<string, string>, id: string) =>
      app.inject({ method: 'POST', url: `/api/v3/teams/${id}/delete`, headers });
    expect((await del(admin.headers, made._id)).statusCode).toBe(404);
    expect((await del(admin.headers, admin.team.id)).statusCode).toBe(403);
    expect((await del(root.headers, made._id)).statusCode).toBe(200);
    expect((await del(root.headers, made._id)).statusCode).toBe(404);
  });
});
