import { randomUUID } from 'node:crypto';
import { BUILDER_MESSAGES } from '@lp/shared/builder';
import { DEFAULT_ENABLED_FORMATS } from '@lp/shared/teams';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeCourse } from '../../test/content-factory';
import { makeSignedInUser, makeTeam } from '../../test/factories';
import { grantAchievements } from '../gamification/achievements.service';
import { findTeamById } from './service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const update = (teamId: string, headers: Headers, payload: object) =>
  app.inject({ method: 'POST', url: `/api/v3/teams/${teamId}/update`, headers, payload });

describe('feature flags', () => {
  it('answers 400 for a flag name it does not know and stores nothing', async () => {
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    const res = await update(admin.team.id, admin.headers, { features: { telepathy: true, guests: true } });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Unknown feature flag: telepathy');
    expect((await findTeamById(app.db, admin.team.id))?.features).toEqual({});
    const bad = await update(admin.team.id, admin.headers, { features: { guests: 'yes' } });
    expect(bad.statusCode).toBe(400);
  });

  it('stops awarding medals while the medals flag is off', async () => {
    const award = async (medals: boolean) => {
      const team = await makeTeam(app, { medals });
      const me = await makeSignedInUser(app, { teamId: team.id });
      const { decks } = await makeCourse(app, team.id, {
        topics: [[{ name: 'Gold', category: 'medal', content: {} }]],
      });
      const res = await app.inject({
        method: 'POST',
        url: '/api/v3/activity/submit_queue',
        headers: me.headers,
        payload: {
          trackers: [
            {
              uuid: randomUUID(),
              name: 'DECK_COMPLETED',
              payload: { deckId: decks[0]?.id },
              time: new Date().toISOString(),
            },
          ],
        },
      });
      expect(res.statusCode).toBe(200);
      const rows = await app.db.query.achievements.findMany({
        where: (a, { eq }) => eq(a.userId, me.user.id),
      });
      return rows.map((r) => r.kind);
    };
    expect(await award(true)).toEqual(['medal']);
    expect(await award(false)).toEqual([]);
  });

  it('leaves medals out of the profile while the medals flag is off', async () => {
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    await grantAchievements(app.db, admin.team.id, admin.user.id, [
      { kind: 'medal', sourceId: randomUUID(), title: 'Gold' },
      { kind: 'badge', sourceId: randomUUID(), title: 'Starter' },
    ]);
    const kinds = async () =>
      (
        (await app.inject({ url: `/api/v3/users/${admin.user.id}/myprofile`, headers: admin.headers })).json()
          .achievements as { kind: string }[]
      )
        .map((a) => a.kind)
        .sort();
    expect(await kinds()).toEqual(['badge', 'medal']);
    expect((await update(admin.team.id, admin.headers, { features: { medals: false } })).statusCode).toBe(
      200,
    );
    expect(await kinds()).toEqual(['badge']);
  });

  it('leaves the coins balance out of the profile while the coins flag is off', async () => {
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    const profile = async () =>
      (await app.inject({ url: `/api/v3/users/${admin.user.id}/myprofile`, headers: admin.headers })).json();
    expect((await profile()).coins).toBeUndefined();
    expect((await update(admin.team.id, admin.headers, { features: { coins: true } })).statusCode).toBe(200);
    expect((await profile()).coins).toBe(0);
  });

  it('reports coins earned as 0 in the points history while the coins flag is off', async () => {
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    expect((await update(admin.team.id, admin.headers, { features: { coins: true } })).statusCode).toBe(200);
    const gift = await app.inject({
      method: 'POST',
      url: `/api/v3/users/${admin.user.id}/wallet/adjust`,
      headers: admin.headers,
      payload: { points: 5, coins: 40, reason: 'Welcome gift' },
    });
    expect(gift.statusCode).toBe(200);
    const coinsInHistory = async () =>
      (
        (
          await app.inject({
            url: `/api/v3/analytics/${admin.user.id}/pointsHistory`,
            headers: admin.headers,
          })
        ).json() as { coins: number }[]
      ).reduce((sum, day) => sum + day.coins, 0);
    expect(await coinsInHistory()).toBe(40);
    expect((await update(admin.team.id, admin.headers, { features: { coins: false } })).statusCode).toBe(200);
    expect(await coinsInHistory()).toBe(0);
  });
});

describe('courseware flag', () => {
  it('hides courses from the library and the builder while courseware is off', async () => {
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    await makeCourse(app, admin.team.id, { name: 'Forklift safety' });
    const library = async () =>
      (await app.inject({ url: '/api/v3/courseLibrary', headers: admin.headers })).json().courses as {
        name: string;
      }[];
    expect((await library()).map((c) => c.name)).toEqual(['Forklift safety']);
    expect((await update(admin.team.id, admin.headers, { features: { courseware: false } })).statusCode).toBe(
      200,
    );
    expect(await library()).toEqual([]);
    const create = await app.inject({
      method: 'POST',
      url: '/api/v3/courses/create',
      headers: admin.headers,
      payload: { name: 'Another' },
    });
    expect(create.statusCode).toBe(403);
    expect(create.json().message).toBe('Courses are not available for this team.');
  });
});

describe('enabled formats', () => {
  it('keeps a format off by default out of the builder until an admin enables it', async () => {
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    const { topics } = await makeCourse(app, admin.team.id, { published: false });
    const addChecklist = () =>
      app.inject({
        method: 'POST',
        url: '/api/v3/decks/create',
        headers: admin.headers,
        payload: { topicId: topics[0]?.id, name: 'Steps', readerType: 'checklist' },
      });
    const off = await addChecklist();
    expect(off.statusCode).toBe(403);
    expect(off.json()).toEqual({
      message: BUILDER_MESSAGES.formatDisabled('checklist'),
      messageKey: 'builder.formatDisabled',
      params: { readerType: 'checklist' },
    });

    const branding = await app.inject(`/api/v3/teams/fetch/${'name' in admin.team ? admin.team.name : ''}`);
    expect(branding.json().enabledFormats).toEqual([...DEFAULT_ENABLED_FORMATS]);
    expect(branding.json().enabledFormats).not.toContain('scorm');

    const enabled = await update(admin.team.id, admin.headers, {
      enabledFormats: [...DEFAULT_ENABLED_FORMATS, 'checklist', 'scorm', 'scormexam'],
    });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().enabledFormats).toEqual(
      expect.arrayContaining(['checklist', 'scorm', 'scormexam']),
    );
    expect((await addChecklist()).statusCode).toBe(201);

    const unknown = await update(admin.team.id, admin.headers, { enabledFormats: ['hologram'] });
    expect(unknown.statusCode).toBe(400);
    const article = await app.inject({
      method: 'POST',
      url: '/api/v3/articles/create',
      headers: admin.headers,
      payload: { name: 'Quiz', readerType: 'assessment' },
    });
    await update(admin.team.id, admin.headers, { enabledFormats: ['article'] });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/v3/articles/create',
      headers: admin.headers,
      payload: { name: 'Quiz', readerType: 'assessment' },
    });
    expect(article.statusCode).toBe(201);
    expect(refused.statusCode).toBe(403);
  });
});
