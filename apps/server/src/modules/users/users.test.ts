import { defaultAvatarConfig } from '@lp/shared/avatar';
import { DEFAULT_COURSE_SETTINGS } from '@lp/shared/content';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeSignedInUser, makeUser } from '../../test/factories';
import { insertCourse } from '../content/repo';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('users/check', () => {
  it('tells whether a username is valid and free', async () => {
    const { user } = await makeSignedInUser(app);
    const check = async (name: string) => (await app.inject(`/api/v3/users/check/${name}`)).json().available;
    expect(await check(user.username)).toBe(false);
    expect(await check(user.username.toUpperCase())).toBe(false);
    expect(await check('freshname')).toBe(true);
    expect(await check('abc')).toBe(false);
    expect(await check('bad%20name')).toBe(false);
  });
});

describe('users/{id}/update/self and acceptterms', () => {
  it('updates only your own profile', async () => {
    const me = await makeSignedInUser(app);
    const res = await app.inject({
      method: 'POST',
      url: `/api/v3/users/${me.user.id}/update/self`,
      headers: me.headers,
      payload: {
        first_name: 'Priya',
        last_name: 'Sharma',
        lang: 'hi',
        avatarConfig: { ...defaultAvatarConfig('female'), topType: 'LongHairStraight' },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: 'Priya',
      last_name: 'Sharma',
      lang: 'hi',
      avatarConfig: { gender: 'female', topType: 'LongHairStraight', background: '#E0E0E0' },
    });

    const beardedFemale = await app.inject({
      method: 'POST',
      url: `/api/v3/users/${me.user.id}/update/self`,
      headers: me.headers,
      payload: { avatarConfig: { ...defaultAvatarConfig('female'), facialHairType: 'BeardLight' } },
    });
    expect(beardedFemale.statusCode).toBe(400);

    const colleague = await makeUser(app, me.team.id);
    const other = await app.inject({
      method: 'POST',
      url: `/api/v3/users/${colleague.id}/update/self`,
      headers: me.headers,
      payload: { first_name: 'Hacked' },
    });
    expect(other.statusCode).toBe(403);

    const badLang = await app.inject({
      method: 'POST',
      url: `/api/v3/users/${me.user.id}/update/self`,
      headers: me.headers,
      payload: { lang: 'fr' },
    });
    expect(badLang.statusCode).toBe(400);
  });

  it('records terms acceptance', async () => {
    const me = await makeSignedInUser(app);
    const res = await app.inject({
      method: 'POST',
      url: `/api/v3/users/${me.user.id}/update/acceptterms`,
      headers: me.headers,
    });
    expect(res.json().license.termsAccepted).toBe(true);
  });
});

describe('users/{id}/team_enrollment', () => {
  it("enrols the user in the team's open courses once, and not in another team's", async () => {
    const me = await makeSignedInUser(app);
    const stranger = await makeSignedInUser(app);
    const base = { description: '', settings: DEFAULT_COURSE_SETTINGS };
    await insertCourse(app.db, {
      ...base,
      teamId: me.team.id,
      identifier: 'opencourse1',
      name: 'Open',
      published: true,
    });
    await insertCourse(app.db, {
      ...base,
      teamId: me.team.id,
      identifier: 'draftcours1',
      name: 'Draft',
      published: false,
    });
    await insertCourse(app.db, {
      ...base,
      teamId: me.team.id,
      identifier: 'closedcrs01',
      name: 'Closed',
      published: true,
      settings: { ...DEFAULT_COURSE_SETTINGS, teamSelfEnrolment: false },
    });
    await insertCourse(app.db, {
      ...base,
      teamId: stranger.team.id,
      identifier: 'foreigncrs1',
      name: 'Theirs',
      published: true,
    });

    const enrol = () =>
      app.inject({ method: 'POST', url: `/api/v3/users/${me.user.id}/team_enrollment`, headers: me.headers });
    expect((await enrol()).json()).toEqual({ enrolled: 1 });
    expect((await enrol()).json()).toEqual({ enrolled: 0 });

    const crossTenant = await app.inject({
      method: 'POST',
      url: `/api/v3/users/${stranger.user.id}/team_enrollment`,
      headers: me.headers,
    });
    expect(crossTenant.statusCode).toBe(404);
  });
});
