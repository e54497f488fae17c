import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeSignedInUser } from '../../test/factories';
import { notify } from './inbox.service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload?: object) =>
  app.inject({ method: 'POST', url: `/api/v3/users/${url}`, headers, ...(payload ? { payload } : {}) });
const get = (url: string, headers: Headers) => app.inject({ url: `/api/v3/users/${url}`, headers });
const message = (title: string, extra: object = {}) => ({ message: { title, ...extra } });

async function adminAndLearners() {
  const admin = await makeSignedInUser(app, { license: 'Admin' });
  const learner = await makeSignedInUser(app, { teamId: admin.team.id });
  const other = await makeSignedInUser(app, { teamId: admin.team.id });
  return { admin, learner, other };
}

describe('notifications inbox', () => {
  it('lets an admin message a learner, who reads it and marks it read', async () => {
    const { admin, learner } = await adminAndLearners();
    const sent = await post(`${learner.user.id}/notifications/create`, admin.headers, {
      message: { title: 'Welcome', description: 'Start with the safety course', link: '/tags/safety' },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ title: 'Welcome', link: '/tags/safety', read: false });

    const all = await get(`${learner.user.id}/notifications/fetch/all`, learner.headers);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ unread: 1, next: null });
    expect(all.json().notifications.map((n: { title: string }) => n.title)).toEqual(['Welcome']);

    const marked = await post(`${learner.user.id}/notifications/update/markread`, learner.headers, {
      ids: [sent.json()._id],
    });
    expect(marked.json()).toEqual({ updated: 1, unread: 0 });
    expect((await get(`${learner.user.id}/notifications/fetch/unread`, learner.headers)).json()).toEqual({
      notifications: [],
      unread: 0,
      next: null,
    });
    const read = (await get(`${learner.user.id}/notifications/fetch/all`, learner.headers)).json();
    expect(read.notifications[0].read).toBe(true);
  });

  it('pages newest first with limit and before, and marks all read', async () => {
    const { learner } = await adminAndLearners();
    const owner = { db: app.db, teamId: learner.team.id, userId: learner.user.id };
    for (let i = 1; i <= 5; i++) await notify({ ...owner, title: `Note ${i}`, meta: { i } });
    const titles: string[] = [];
    let before: string | null = null;
    do {
      const query: string = `?limit=2${before ? `&before=${before}` : ''}`;
      const page = (
        await get(`${learner.user.id}/notifications/fetch/unread${query}`, learner.headers)
      ).json();
      expect(page.unread).toBe(5);
      titles.push(...page.notifications.map((n: { title: string }) => n.title));
      before = page.next;
    } while (before);
    expect(titles).toEqual(['Note 5', 'Note 4', 'Note 3', 'Note 2', 'Note 1']);

    const all = await post(`${learner.user.id}/notifications/update/markread`, learner.headers, {
      all: true,
    });
    expect(all.json()).toEqual({ updated: 5, unread: 0 });
  });

  it('refuses bad input with 400', async () => {
    const { admin, learner } = await adminAndLearners();
    const id = learner.user.id;
    expect((await post(`${id}/notifications/create`, admin.headers, message(''))).statusCode).toBe(400);
    const js = await post(
      `${id}/notifications/create`,
      admin.headers,
      message('Hi', { link: 'javascript:alert(1)' }),
    );
    expect(js.statusCode).toBe(400);
    expect((await post(`${id}/notifications/create`, admin.headers, {})).statusCode).toBe(400);
    const nothing = await post(`${id}/notifications/update/markread`, learner.headers, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe('Send ids or all: true');
    expect(
      (await post(`${id}/notifications/update/markread`, learner.headers, { ids: ['x'] })).statusCode,
    ).toBe(400);
    expect((await get(`${id}/notifications/fetch/all?limit=0`, learner.headers)).statusCode).toBe(400);
    expect((await get(`${id}/notifications/fetch/all?before=nope`, learner.headers)).statusCode).toBe(400);
    expect((await get('nope/notifications/fetch/all', learner.headers)).statusCode).toBe(400);
  });

  it("keeps each inbox its owner's: 403 within the team, learners message only themselves", async () => {
    const { admin, learner, other } = await adminAndLearners();
    expect((await get(`${learner.user.id}/notifications/fetch/all`, other.headers)).statusCode).toBe(403);
    expect((await get(`${learner.user.id}/notifications/fetch/all`, admin.headers)).statusCode).toBe(403);
    const mark = await post(`${learner.user.id}/notifications/update/markread`, admin.headers, { all: true });
    expect(mark.statusCode).toBe(403);
    expect(
      (await post(`${learner.user.id}/notifications/create`, other.headers, message('Hi'))).statusCode,
    ).toBe(403);
    expect(
      (await post(`${admin.user.id}/notifications/create`, learner.headers, message('Hi'))).statusCode,
    ).toBe(403);
    expect(
      (await post(`${learner.user.id}/notifications/create`, learner.headers, message('Note to self')))
        .statusCode,
    ).toBe(201);
    expect((await get(`${learner.user.id}/notifications/fetch/all`, {})).statusCode).toBe(440);
  });

  it("answers 404 for another team's user and never shows their notifications", async () => {
    const { learner } = await adminAndLearners();
    const stranger = await makeSignedInUser(app, { license: 'Admin' });
    await notify({ db: app.db, teamId: learner.team.id, userId: learner.user.id, title: 'Private' });
    const id = learner.user.id;
    expect((await get(`${id}/notifications/fetch/all`, stranger.headers)).statusCode).toBe(404);
    expect((await get(`${id}/notifications/fetch/unread`, stranger.headers)).statusCode).toBe(404);
    expect(
      (await post(`${id}/notifications/update/markread`, stranger.headers, { all: true })).statusCode,
    ).toBe(404);
    expect((await post(`${id}/notifications/create`, stranger.headers, message('Spam'))).statusCode).toBe(
      404,
    );
    expect((await get(`${id}/notifications/fetch/all`, learner.headers)).json().unread).toBe(1);
  });
});
