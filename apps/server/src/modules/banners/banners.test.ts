import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeSignedInUser, makeTeam, makeUser, signInAs } from '../../test/factories';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload?: object) =>
  app.inject({ method: 'POST', url: `/api/v3/${url}`, headers, ...(payload ? { payload } : {}) });
const get = (url: string, headers: Headers) => app.inject({ url: `/api/v3/${url}`, headers });

/** An admin and a learner of a team with the banners feature as given. */
async function teamWithBanners(banners: boolean) {
  const team = await makeTeam(app, { banners });
  const admin = await makeUser(app, team.id, { license: 'Admin' });
  const learner = await makeUser(app, team.id);
  return {
    team,
    admin: { 'access-token': await signInAs(app, admin.username) },
    learner: { 'access-token': await signInAs(app, learner.username) },
  };
}

describe('banners', () => {
  it('lets a creator create, update and delete banners; learners see published ones by priority', async () => {
    const { admin, learner } = await teamWithBanners(true);
    const low = await post('banners/create', admin, {
      name: 'Low',
      link: 'https://example.com/a',
      published: true,
    });
    expect(low.statusCode).toBe(201);
    expect(low.json()).toMatchObject({
      name: 'Low',
      description: '',
      image: null,
      link: 'https://example.com/a',
      priority: 0,
      button_text: '',
      published: true,
    });
    const high = await post('banners/create', admin, {
      name: 'High',
      priority: 5,
      link: '/tags/safety',
      button_text: 'Go',
      published: true,
    });
    await post('banners/create', admin, { name: 'Draft' });
    const names = async (url: string, h: Headers) =>
      (await get(url, h)).json().map((b: { name: string }) => b.name);
    expect(await names('banners/published_list', learner)).toEqual(['High', 'Low']);
    // Same priority: the most recently updated first.
    expect(await names('banners/list', admin)).toEqual(['High', 'Draft', 'Low']);

    const updated = await post(`banners/${low.json()._id}/update`, admin, {
      priority: 9,
      button_text: 'Open',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Low', priority: 9, button_text: 'Open' });
    expect(await names('banners/published_list', learner)).toEqual(['Low', 'High']);

    expect((await post(`banners/${high.json()._id}/delete`, admin)).json()).toEqual({
      message: 'Banner deleted.',
    });
    expect(await names('banners/published_list', learner)).toEqual(['Low']);
    expect((await post(`banners/${high.json()._id}/delete`, admin)).statusCode).toBe(404);
  });

  it('shows learners nothing while the team has banners off (the default)', async () => {
    const { admin, learner } = await teamWithBanners(false);
    await post('banners/create', admin, { name: 'Hidden', published: true });
    expect((await get('banners/published_list', learner)).json()).toEqual([]);
    expect((await get('banners/list', admin)).json()).toHaveLength(1);
  });

  it('refuses unsafe links and bad input with 400', async () => {
    const { admin } = await teamWithBanners(true);
    for (const body of [
      { name: 'X', link: 'javascript:alert(1)' },
      { name: 'X', link: 'JavaScript:alert(1)' },
      { name: 'X', link: '//evil.example.com' },
      { name: 'X', link: 'data:text/html,hi' },
      { name: 'X', image: 'javascript:alert(1)' },
      { name: '' },
      { name: 'X', priority: 1.5 },
      { name: 'X', published: 'yes' },
    ]) {
      const res = await post('banners/create', admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const res = await post('banners/create', admin, { name: 'X', link: 'javascript:alert(1)' });
    expect(res.json().message).toBe('Links must start with http://, https:// or / (a page of this app)');
    expect((await post('banners/not-an-id/update', admin, { name: 'Y' })).statusCode).toBe(400);
  });

  it('keeps learners out of the builder routes and 440s without a session', async () => {
    const { admin, learner } = await teamWithBanners(true);
    const { _id } = (await post('banners/create', admin, { name: 'Mine' })).json();
    expect((await get('banners/list', learner)).statusCode).toBe(403);
    expect((await post('banners/create', learner, { name: 'Nope' })).statusCode).toBe(403);
    expect((await post(`banners/${_id}/update`, learner, { name: 'Nope' })).statusCode).toBe(403);
    expect((await post(`banners/${_id}/delete`, learner)).statusCode).toBe(403);
    expect((await get('banners/published_list', {})).statusCode).toBe(440);
  });

  it("answers 404 for another team's banner and never lists it", async () => {
    const ours = await teamWithBanners(true);
    const theirs = await makeSignedInUser(app, { license: 'Creator' });
    const { _id } = (await post('banners/create', ours.admin, { name: 'Ours', published: true })).json();
    expect((await post(`banners/${_id}/update`, theirs.headers, { name: 'Taken' })).statusCode).toBe(404);
    expect((await post(`banners/${_id}/delete`, theirs.headers)).statusCode).toBe(404);
    expect((await get('banners/list', theirs.headers)).json()).toEqual([]);
    expect((await get('banners/published_list', ours.learner)).json()[0].name).toBe('Ours');
  });
});
