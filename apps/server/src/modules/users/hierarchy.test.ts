import { HIERARCHY_MESSAGES } from '@lp/shared/users/index';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeSignedInUser, makeUser, signInAs } from '../../test/factories';
import { reportIds } from './hierarchy.service';
import { findUserById } from './service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** A team with an admin, and a chain: director <- lead <- two engineers, plus an outsider. */
async function orgChart() {
  const admin = await makeSignedInUser(app, { license: 'Admin' });
  const teamId = admin.team.id;
  const [director, lead, engineerA, engineerB, outsider] = await Promise.all(
    Array.from({ length: 5 }, () => makeUser(app, teamId)),
  );
  if (!director || !lead || !engineerA || !engineerB || !outsider) throw new Error('users');
  const setManager = (userId: string, managerId: string | null, headers = admin.headers) =>
    app.inject({
      method: 'PUT',
      url: `/api/v3/users/${userId}/hierarchy/manager`,
      headers,
      payload: { managerId },
    });
  for (const [user, manager] of [
    [lead, director],
    [engineerA, lead],
    [engineerB, lead],
  ] as const)
    expect((await setManager(user.id, manager.id)).statusCode).toBe(200);
  return { admin, teamId, director, lead, engineerA, engineerB, outsider, setManager };
}

const names = (res: { json: () => { users: { _id: string }[] } }) => res.json().users.map((u) => u._id);

describe('users/{id}/hierarchy', () => {
  it('answers ancestors nearest first, direct children, and every descendant', async () => {
    const { admin, director, lead, engineerA, engineerB } = await orgChart();
    const get = (id: string, relation: string) =>
      app.inject({ url: `/api/v3/users/${id}/hierarchy/${relation}`, headers: admin.headers });

    expect(names(await get(engineerA.id, 'ancestors'))).toEqual([lead.id, director.id]);
    expect(names(await get(director.id, 'children'))).toEqual([lead.id]);
    expect(new Set(names(await get(director.id, 'descendants')))).toEqual(
      new Set([lead.id, engineerA.id, engineerB.id]),
    );
    const depths = (await get(director.id, 'descendants'))
      .json()
      .users.map((u: { depth: number }) => u.depth);
    expect(depths).toEqual([1, 2, 2]);
  });

  it('makes the new manager a manager, so their panel opens', async () => {
    const { director } = await orgChart();
    expect((await findUserById(app.db, director.id))?.isManager).toBe(true);
  });

  it('refuses a cycle: nobody reports to themselves or to their own report', async () => {
    const { director, engineerA, setManager } = await orgChart();
    for (const res of [
      await setManager(director.id, engineerA.id),
      await setManager(director.id, director.id),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: HIERARCHY_MESSAGES.cycle, messageKey: 'hierarchy.cycle' });
    }
    expect((await findUserById(app.db, director.id))?.managerId).toBeNull();
  });

  it('never closes a cycle when two changes race', async () => {
    const { teamId, director, engineerA, setManager } = await orgChart();
    const results = await Promise.all([
      setManager(director.id, engineerA.id),
      setManager(engineerA.id, null),
    ]);
    const [directorRow, engineerRow] = await Promise.all([
      findUserById(app.db, director.id),
      findUserById(app.db, engineerA.id),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toContain(200);
    // Whatever order they ran in, the director is not below himself.
    expect(await reportIds(app.db, teamId, director.id)).not.toContain(director.id);
    if (directorRow?.managerId === engineerA.id) expect(engineerRow?.managerId).toBeNull();
  });

  it('lets a manager read their reports, but not a colleague outside their chain', async () => {
    const { lead, engineerA, outsider } = await orgChart();
    const leadHeaders = { 'access-token': await signInAs(app, lead.username) };
    const own = await app.inject({
      url: `/api/v3/users/${engineerA.id}/hierarchy/ancestors`,
      headers: leadHeaders,
    });
    expect(own.statusCode).toBe(200);
    const other = await app.inject({
      url: `/api/v3/users/${outsider.id}/hierarchy/children`,
      headers: leadHeaders,
    });
    expect(other.statusCode).toBe(403);
  });

  it('lets only admins set a manager, and only within their team', async () => {
    const { lead, engineerA, setManager, director } = await orgChart();
    const learnerHeaders = { 'access-token': await signInAs(app, engineerA.username) };
    expect((await setManager(engineerA.id, null, learnerHeaders)).statusCode).toBe(403);

    const stranger = await makeSignedInUser(app, { license: 'Admin' });
    expect((await setManager(lead.id, null, stranger.headers)).statusCode).toBe(404);
    const foreignManager = await setManager(lead.id, stranger.user.id);
    expect(foreignManager.statusCode).toBe(404);
    expect(foreignManager.json()).toEqual({
      message: HIERARCHY_MESSAGES.managerNotFound,
      messageKey: 'hierarchy.managerNotFound',
    });
    expect((await findUserById(app.db, lead.id))?.managerId).toBe(director.id);
    const read = await app.inject({
      url: `/api/v3/users/${lead.id}/hierarchy/children`,
      headers: stranger.headers,
    });
    expect(read.statusCode).toBe(404);
  });

  it('answers 400 for a bad relation or manager id', async () => {
    const { admin, lead, setManager } = await orgChart();
    const relation = await app.inject({
      url: `/api/v3/users/${lead.id}/hierarchy/cousins`,
      headers: admin.headers,
    });
    expect(relation.statusCode).toBe(400);
    expect((await setManager(lead.id, 'not-a-uuid' as never)).statusCode).toBe(400);
  });
});
