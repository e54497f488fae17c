import { LIMITS } from '@lp/shared/constants';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, searches } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { makeArticle, makeCourse, makeProgram } from '../../test/content-factory';
import { makeSignedInUser } from '../../test/factories';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const get = (path: string, text: string, headers: Headers) =>
  app.inject({ url: `/api/v3/${path}?text=${encodeURIComponent(text)}`, headers });
const names = (items: { name: string }[]) => items.map((i) => i.name);

/** A learner in a team with security content, some of which they may not see. */
async function securityTeam() {
  const admin = await makeSignedInUser(app, { license: 'Admin' });
  const learner = await makeSignedInUser(app, { teamId: admin.team.id });
  const teamId = admin.team.id;
  await makeCourse(app, teamId, { name: 'Information Security Basics' });
  await makeCourse(app, teamId, { name: 'Security for managers', settings: { teamSelfEnrolment: false } });
  await makeCourse(app, teamId, { name: 'Security drafts', published: false });
  await makeCourse(app, teamId, { name: 'Cooking' });
  const article = await makeArticle(app, teamId, { name: 'Strong passwords' });
  await app.db
    .update(articles)
    .set({ description: 'Why a firewall and a strong password keep intruders out' })
    .where(eq(articles.id, article.id));
  await makeArticle(app, teamId, { name: 'Security newsletter', published: false });
  const stranger = await makeSignedInUser(app);
  await makeCourse(app, stranger.team.id, { name: 'Information Security Advanced' });
  return { admin, learner, stranger, teamId };
}

describe('search/suggest', () => {
  it('finds names despite a typo, only among what the learner may open in their team', async () => {
    const { learner } = await securityTeam();
    const res = await get('search/suggest', 'secrity', learner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().text).toBe('secrity');
    expect(names(res.json().suggestions)).toEqual(['Information Security Basics']);
    expect(res.json().suggestions[0]).toMatchObject({ kind: 'course', readerType: null });
    // Names only: the description's "firewall" is for the full search.
    expect((await get('search/suggest', 'firewall', learner.headers)).json().suggestions).toEqual([]);
  });

  it('strips everything but letters, digits, underscore, space and hyphen before matching', async () => {
    const { learner } = await securityTeam();
    const res = await get('search/suggest', ' <se$cr%it!y> ', learner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().text).toBe('secrity');
    expect(names(res.json().suggestions)).toEqual(['Information Security Basics']);

    for (const text of ['se', '$%^&*()', 'a!!b', '']) {
      const short = await get('search/suggest', text, learner.headers);
      expect(short.statusCode, text).toBe(400);
      expect(short.json().message).toBe('Enter at least 3 characters to search');
    }
    expect((await get('search/suggest', 'x'.repeat(101), learner.headers)).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/v3/search/suggest', headers: learner.headers })).statusCode).toBe(
      400,
    );
  });

  it('caps name matches at 7, best first, and suggests tags', async () => {
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    for (let i = 1; i <= 9; i++)
      await makeCourse(app, admin.team.id, { name: `Safety module ${i}`, priority: i });
    await makeArticle(app, admin.team.id, { name: 'Safety' });
    for (const name of ['Safety', 'Fire safety', 'Cooking']) {
      await app.inject({
        method: 'POST',
        url: '/api/v3/tags/create',
        headers: admin.headers,
        payload: { name },
      });
    }
    const res = await get('search/suggest', 'safety', admin.headers);
    const { suggestions, tags } = res.json();
    expect(suggestions).toHaveLength(LIMITS.searchSuggestionsMax);
    expect(suggestions[0]).toMatchObject({ name: 'Safety', kind: 'article', readerType: 'article' });
    expect(names(suggestions.slice(1, 3))).toEqual(['Safety module 9', 'Safety module 8']);
    expect(names(tags)).toEqual(['Safety', 'Fire safety']);
    expect(names((await get('search/suggest', 'saftey', admin.headers)).json().tags)).toContain('Safety');
  });

  it('finds word prefixes, lessons inside courses, and names in every script', async () => {
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    const teamId = admin.team.id;
    await makeCourse(app, teamId, {
      name: 'Information Security Basics',
      topics: [[{ name: 'Strong passwords' }, { name: 'Password check', category: 'assessment' }]],
    });
    await makeCourse(app, teamId, {
      name: 'Hidden',
      published: false,
      topics: [[{ name: 'Password vault' }]],
    });
    await makeArticle(app, teamId, { name: 'Onboarding handbook' });
    await makeArticle(app, teamId, { name: 'पासवर्ड सुरक्षा' });
    await makeArticle(app, teamId, { name: 'கடவுச்சொல் பாதுகாப்பு' });
    const suggest = async (text: string) => (await get('search/suggest', text, admin.headers)).json();

    const pass = await suggest('pass');
    expect(pass.suggestions.map((s: { lesson: string | null }) => s.lesson).sort()).toEqual([
      'Password check',
      'Strong passwords',
    ]);
    expect(pass.suggestions[0]).toMatchObject({ kind: 'course', name: 'Information Security Basics' });
    expect(names((await suggest('onboard')).suggestions)).toEqual(['Onboarding handbook']);
    expect(names((await suggest('पासव')).suggestions)).toEqual(['पासवर्ड सुरक्षा']);
    expect(names((await suggest('பாதுகா')).suggestions)).toEqual(['கடவுச்சொல் பாதுகாப்பு']);

    const full = (await get('search', 'pass chec', admin.headers)).json();
    expect(names(full.courses)).toEqual(['Information Security Basics']);
  });

  it('needs a session', async () => {
    expect((await get('search/suggest', 'security', {})).statusCode).toBe(440);
  });
});

describe('search', () => {
  it('returns learner-visible matches by name or description, typos included', async () => {
    const { learner, stranger } = await securityTeam();
    const res = await get('search', 'secrity', learner.headers);
    expect(res.statusCode).toBe(200);
    expect(names(res.json().courses)).toEqual(['Information Security Basics']);
    expect(res.json().courses[0].learner.access.state).toBe('open');
    expect(res.json().articles).toEqual([]);

    const byDescription = (await get('search', 'firewall', learner.headers)).json();
    expect(names(byDescription.articles)).toEqual(['Strong passwords']);
    expect(byDescription.articles[0]).toMatchObject({ bookmarked: false, viewed: false });

    expect(names((await get('search', 'security', stranger.headers)).json().courses)).toEqual([
      'Information Security Advanced',
    ]);
    expect((await get('search', '!!', learner.headers)).statusCode).toBe(400);
    expect((await get('search', 'security', {})).statusCode).toBe(440);
  });

  it('finds programs too', async () => {
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    const { course } = await makeCourse(app, admin.team.id, { name: 'Course one' });
    await makeProgram(app, admin.team.id, [course.id]);
    expect(names((await get('search', 'program', admin.headers)).json().programs)).toEqual(['Program']);
  });
});

describe('searches/save', () => {
  it('keeps the stripped term of the signed-in learner', async () => {
    const { learner } = await securityTeam();
    const save = (payload: object, headers: Headers = learner.headers) =>
      app.inject({ method: 'POST', url: '/api/v3/searches/save', headers, payload });
    const res = await save({ term: ' fire <drill>! ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().term).toBe('fire drill');
    const rows = await app.db.select().from(searches).where(eq(searches.userId, learner.user.id));
    expect(rows.map((r) => [r.term, r.teamId])).toEqual([['fire drill', learner.team.id]]);

    expect((await save({ term: '?!' })).statusCode).toBe(400);
    expect((await save({})).statusCode).toBe(400);
    expect((await save({ term: 'fire drill' }, {})).statusCode).toBe(440);
  });
});
