import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeArticle, makeCourse, makeProgram } from '../../test/content-factory';
import { makeSignedInUser } from '../../test/factories';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload?: object) =>
  app.inject({ method: 'POST', url: `/api/v3/${url}`, headers, ...(payload ? { payload } : {}) });
const get = (url: string, headers: Headers) => app.inject({ url: `/api/v3/${url}`, headers });
const names = (items: { name: string }[]) => items.map((i) => i.name);

async function staffAndLearner() {
  const admin = await makeSignedInUser(app, { license: 'Admin' });
  const learner = await makeSignedInUser(app, { teamId: admin.team.id });
  return { admin, learner, teamId: admin.team.id };
}

describe('tags', () => {
  it('creates, renames, lists with counts and deletes tags; names are unique ignoring case', async () => {
    const { admin, teamId } = await staffAndLearner();
    const created = await post('tags/create', admin.headers, { name: '  Safety   first ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Safety first',
      counts: { courses: 0, programs: 0, articles: 0 },
    });
    const id = created.json()._id;

    const clash = await post('tags/create', admin.headers, { name: 'SAFETY FIRST' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({
      message: 'A tag named Safety first already exists',
      messageKey: 'tag.taken',
      params: { name: 'Safety first' },
    });

    const other = (await post('tags/create', admin.headers, { name: 'Onboarding' })).json();
    expect((await post(`tags/${other._id}/update`, admin.headers, { name: 'safety FIRST' })).statusCode).toBe(
      409,
    );
    // A change of case of its own name is fine.
    expect((await post(`tags/${id}/update`, admin.headers, { name: 'Safety First' })).json().name).toBe(
      'Safety First',
    );

    const { course } = await makeCourse(app, teamId, { name: 'Fire drills' });
    const draft = await makeCourse(app, teamId, { name: 'Draft', published: false });
    const article = await makeArticle(app, teamId, { name: 'Ladders' });
    const program = await makeProgram(app, teamId, [course.id]);
    const set = await post(`tags/${id}/items`, admin.headers, {
      courses: [course.id, draft.course.id, course.id],
      programs: [program.id],
      articles: [article.id],
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().counts).toEqual({ courses: 2, programs: 1, articles: 1 });

    const list = (await get('tags/list', admin.headers)).json();
    expect(list.map((t: { name: string }) => t.name)).toEqual(['Onboarding', 'Safety First']);
    expect(list[1].counts).toEqual({ courses: 2, programs: 1, articles: 1 });

    // Setting replaces: the article alone carries it now.
    const replaced = await post(`tags/${id}/items`, admin.headers, { articles: [article.id] });
    expect(replaced.json().counts).toEqual({ courses: 0, programs: 0, articles: 1 });

    expect((await post(`tags/${id}/delete`, admin.headers)).json()).toEqual({ message: 'Tag deleted.' });
    expect(names((await get('tags/list', admin.headers)).json())).toEqual(['Onboarding']);
    expect((await post(`tags/${id}/delete`, admin.headers)).statusCode).toBe(404);
  });

  it('refuses invalid names, ids and bodies with 400', async () => {
    const { admin } = await staffAndLearner();
    for (const name of ['', '   ', 'C++', 'a/b', '<script>', 'x'.repeat(49)]) {
      expect((await post('tags/create', admin.headers, { name })).statusCode, name).toBe(400);
    }
    const bad = await post('tags/create', admin.headers, { name: 'C++' });
    expect(bad.json().message).toBe(
      'Tag names may use letters, digits, spaces, underscores and hyphens only',
    );
    expect((await post('tags/create', admin.headers, { name: 'सुरक्षा नियम' })).statusCode).toBe(201);
    const { _id } = (await post('tags/create', admin.headers, { name: 'Valid' })).json();
    expect((await post(`tags/${_id}/items`, admin.headers, { courses: ['nope'] })).statusCode).toBe(400);
    expect((await post('tags/nope/update', admin.headers, { name: 'X' })).statusCode).toBe(400);
  });

  it('keeps learners out of tag management', async () => {
    const { admin, learner } = await staffAndLearner();
    const { _id } = (await post('tags/create', admin.headers, { name: 'Mine' })).json();
    expect((await get('tags/list', learner.headers)).statusCode).toBe(403);
    expect((await post('tags/create', learner.headers, { name: 'Nope' })).statusCode).toBe(403);
    expect((await post(`tags/${_id}/update`, learner.headers, { name: 'Nope' })).statusCode).toBe(403);
    expect((await post(`tags/${_id}/items`, learner.headers, {})).statusCode).toBe(403);
    expect((await post(`tags/${_id}/delete`, learner.headers)).statusCode).toBe(403);
    expect((await get('tags/list', {})).statusCode).toBe(440);
  });

  it("answers 404 for another team's tags and items, and changes nothing", async () => {
    const ours = await staffAndLearner();
    const theirs = await makeSignedInUser(app, { license: 'Admin' });
    const tag = (await post('tags/create', ours.admin.headers, { name: 'Ours' })).json();
    const theirCourse = await makeCourse(app, theirs.team.id, { name: 'Theirs' });
    expect((await post(`tags/${tag._id}/update`, theirs.headers, { name: 'Taken' })).statusCode).toBe(404);
    expect((await post(`tags/${tag._id}/delete`, theirs.headers)).statusCode).toBe(404);
    expect((await post(`tags/${tag._id}/items`, theirs.headers, {})).statusCode).toBe(404);
    const cross = await post(`tags/${tag._id}/items`, ours.admin.headers, {
      courses: [theirCourse.course.id],
    });
    expect(cross.statusCode).toBe(404);
    expect((await get('tags/list', ours.admin.headers)).json()[0].counts.courses).toBe(0);
    expect((await get('tags/list', theirs.headers)).json()).toEqual([]);
    // The same name in another team is no clash.
    expect((await post('tags/create', theirs.headers, { name: 'ours' })).statusCode).toBe(201);
    expect((await get('tags/Ours/items', theirs.headers)).json().courses).toEqual([]);
  });
});

describe('tags/{name}/items', () => {
  it('shows a learner the visible items carrying the tag, by priority then most recently updated', async () => {
    const { admin, learner, teamId } = await staffAndLearner();
    const tag = (await post('tags/create', admin.headers, { name: 'Safety' })).json();
    const first = await makeCourse(app, teamId, { name: 'Older', priority: 1 });
    const second = await makeCourse(app, teamId, { name: 'Newer', priority: 1 });
    const top = await makeCourse(app, teamId, { name: 'Top', priority: 7 });
    const locked = await makeCourse(app, teamId, { name: 'Locked', settings: { teamSelfEnrolment: false } });
    const draft = await makeCourse(app, teamId, { name: 'Draft', published: false });
    const untagged = await makeCourse(app, teamId, { name: 'Untagged' });
    const article = await makeArticle(app, teamId, { name: 'Read me' });
    const hidden = await makeArticle(app, teamId, { name: 'Unpublished', published: false });
    const program = await makeProgram(app, teamId, [top.course.id]);
    await post(`tags/${tag._id}/items`, admin.headers, {
      courses: [first, second, top, locked, draft].map((c) => c.course.id),
      programs: [program.id],
      articles: [article.id, hidden.id],
    });
    expect(untagged.course.id).toBeDefined();

    const res = await get('tags/safety/items', learner.headers);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.tag).toEqual({ _id: tag._id, name: 'Safety' });
    expect(names(page.courses)).toEqual(['Top', 'Newer', 'Older']);
    expect(page.courses[0].learner.access.state).toBe('open');
    expect(names(page.programs)).toEqual(['Program']);
    expect(names(page.articles)).toEqual(['Read me']);

    expect((await get(`tags/${encodeURIComponent('No such tag')}/items`, learner.headers)).statusCode).toBe(
      404,
    );
    expect((await get('tags/safety/items', {})).statusCode).toBe(440);
  });
});
