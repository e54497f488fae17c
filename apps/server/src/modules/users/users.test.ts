import { defaultAvatarConfig } from '@lp/shared/avatar';
import { VALIDATION_MESSAGES } from '@lp/shared/validation';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeCourse } from '../../test/content-factory';
import { makeSignedInUser, makeUser } from '../../test/factories';
import { findUserById } from './service';

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

  it('answers an empty update with 400 and a message, and changes nothing', async () => {
    const me = await makeSignedInUser(app);
    const update = (payload: object) =>
      app.inject({
        method: 'POST',
        url: `/api/v3/users/${me.user.id}/update/self`,
        headers: me.headers,
        payload,
      });
    for (const payload of [{}, { unknownField: 'x' }]) {
      const res = await update(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(VALIDATION_MESSAGES.emptyUpdate);
    }
    expect(await findUserById(app.db, me.user.id)).toEqual(me.user);
  });

  it('keeps a picture to web or uploaded images: never a script or data URL', async () => {
    const me = await makeSignedInUser(app);
    const update = (image: string) =>
      app.inject({
        method: 'POST',
        url: `/api/v3/users/${me.user.id}/update/self`,
        headers: me.headers,
        payload: { image },
      });
    for (const bad of [
      'javascript:alert(document.cookie)',
      'data:text/html,<script>x</script>',
      '//evil.example',
    ]) {
      const res = await update(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'image', message: VALIDATION_MESSAGES.imageUrl }]);
    }
    const uploaded = '/api/v3/files/4b0f8a52-3c1e-4d7a-9f6b-2e8c5a1d7e90/thumbnail?sig=abc.def-ghi';
    expect((await update(uploaded)).json().image).toBe(uploaded);
    expect((await update('https://cdn.example.com/me.png')).json().image).toBe(
      'https://cdn.example.com/me.png',
    );
  });

  it('refuses a NUL or another control character in a name with 400, naming the field', async () => {
    const me = await makeSignedInUser(app);
    const res = await app.inject({
      method: 'POST',
      url: `/api/v3/users/${me.user.id}/update/self`,
      headers: me.headers,
      payload: { first_name: 'Pri\u0000ya', last_name: 'Sh\u001barma' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'first_name', message: VALIDATION_MESSAGES.controlCharacters },
        { path: 'last_name', message: VALIDATION_MESSAGES.controlCharacters },
      ]),
    );
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
    await makeCourse(app, me.team.id, { name: 'Open' });
    await makeCourse(app, me.team.id, { name: 'Draft', published: false });
    await makeCourse(app, me.team.id, { name: 'Closed', settings: { teamSelfEnrolment: false } });
    await makeCourse(app, stranger.team.id, { name: 'Theirs' });

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
