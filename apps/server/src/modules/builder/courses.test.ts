import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTags, favorites, programCourses, tags } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { builderKit } from './test-kit';

let app: FastifyInstance;
let kit: ReturnType<typeof builderKit>;
beforeAll(async () => {
  app = await createTestApp();
  kit = builderKit(app);
});
afterAll(() => app.close());

describe('courses/create, exams/create, contests/create', () => {
  it('creates an unlaunched course owned by the creator, with default settings merged', async () => {
    const { creator } = await kit.crew();
    const res = await kit.post('courses/create', creator.headers, {
      name: '  Safety  ',
      settings: { theme: 'formal' },
      languages: ['en', 'de'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Safety',
      kind: 'course',
      launched: false,
      launchedAt: null,
      published: false,
      version: 1,
      ownerId: creator.user.id,
      languages: ['en', 'de'],
      settings: { theme: 'formal', sequential: false, notifications: { enrolment: true } },
      topics: [],
      editing: { contentLocked: false, structureLocked: false, message: null },
    });
    expect(res.json().identifier).toMatch(/^[a-z0-9]{10}$/);
  });

  it('creates exams and contests only where the team has them switched on', async () => {
    const off = await kit.crew();
    expect((await kit.post('exams/create', off.creator.headers, { name: 'Final' })).statusCode).toBe(403);
    expect((await kit.post('contests/create', off.creator.headers, { name: 'Cup' })).statusCode).toBe(403);
    const on = await kit.crew({ exams: true, contests: true });
    const exam = await kit.post('exams/create', on.creator.headers, { name: 'Final' });
    expect(exam.statusCode).toBe(201);
    expect(exam.json().kind).toBe('exam');
    expect((await kit.post('contests/create', on.creator.headers, { name: 'Cup' })).json().kind).toBe(
      'contest',
    );
  });

  it('answers 400 for bad input and 403 for learners and managers', async () => {
    const { creator, learner, manager } = await kit.crew();
    const blank = await kit.post('courses/create', creator.headers, { name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Name is required');
    const badSettings = await kit.post('courses/create', creator.headers, {
      name: 'X',
      settings: { theme: 'neon' },
    });
    expect(badSettings.statusCode).toBe(400);
    const unknownTag = await kit.post('courses/create', creator.headers, {
      name: 'X',
      tags: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknownTag.statusCode).toBe(400);
    expect(unknownTag.json()).toEqual({
      message: 'Unknown tag',
      messageKey: 'builder.unknownTag',
      errors: [{ path: 'tags', message: 'Unknown tag: 00000000-0000-4000-8000-000000000000' }],
    });
    expect((await kit.post('courses/create', learner.headers, { name: 'X' })).statusCode).toBe(403);
    expect((await kit.post('courses/create', manager.headers, { name: 'X' })).statusCode).toBe(403);
  });
});

describe('courses/{id}/showAdmin', () => {
  it('shows the outline with full deck content (answer keys) to its owner, admins and managers', async () => {
    const { team, creator, otherCreator, admin, manager, learner } = await kit.crew();
    const question = { id: 'q1', type: 'truefalse', prompt: 'Sky is blue?', answer: true };
    const { course } = await kit.ownedCourse(team.id, creator.user.id, {
      topics: [[{ name: 'Quiz', category: 'assessment', content: { questions: [question] } }], [{}]],
    });
    const res = await kit.get(`courses/${course.id}/showAdmin`, creator.headers);
    expect(res.statusCode).toBe(200);
    const outline = res.json();
    expect(outline.topics.map((t: { name: string }) => t.name)).toEqual(['Topic 1', 'Topic 2']);
    expect(outline.topics[0].decks[0].content.questions[0].answer).toBe(true);
    expect((await kit.get(`courses/${course.id}/showAdmin`, admin.headers)).statusCode).toBe(200);
    expect((await kit.get(`courses/${course.id}/showAdmin`, manager.headers)).statusCode).toBe(200);
    expect((await kit.get(`courses/${course.id}/showAdmin`, otherCreator.headers)).statusCode).toBe(403);
    expect((await kit.get(`courses/${course.id}/showAdmin`, learner.headers)).statusCode).toBe(403);
  });

  it("answers 404 for another team's course and for an invalid id 400", async () => {
    const mine = await kit.crew();
    const theirs = await kit.crew();
    const { course } = await kit.ownedCourse(theirs.team.id, theirs.admin.user.id);
    expect((await kit.get(`courses/${course.id}/showAdmin`, mine.superAdmin.headers)).statusCode).toBe(404);
    expect((await kit.get('courses/nope/showAdmin', mine.superAdmin.headers)).statusCode).toBe(400);
  });
});

describe('courses/{id}/update', () => {
  it('lets the owner change fields, tags and settings; others cannot', async () => {
    const { team, creator, otherCreator, admin, manager, learner } = await kit.crew();
    const { course } = await kit.ownedCourse(team.id, creator.user.id);
    const [tag] = await app.db.insert(tags).values({ teamId: team.id, name: 'Safety' }).returning();
    const res = await kit.post(`courses/${course.id}/update`, creator.headers, {
      name: 'Renamed',
      priority: 3,
      tags: [tag?.id],
      settings: {
        sequential: true,
        notifications: { enrolment: false, reminderAfterDays: 3, reminderMaxTimes: 2 },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Renamed',
      priority: 3,
      tags: [{ _id: tag?.id, name: 'Safety' }],
      settings: { sequential: true, theme: 'standard', notifications: { reminderAfterDays: 3 } },
    });
    expect(
      (await kit.post(`courses/${course.id}/update`, admin.headers, { name: 'By admin' })).statusCode,
    ).toBe(200);
    const denied = await kit.post(`courses/${course.id}/update`, otherCreator.headers, { name: 'Mine now' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('You can only edit content you created.');
    expect((await kit.post(`courses/${course.id}/update`, manager.headers, { name: 'M' })).statusCode).toBe(
      403,
    );
    expect((await kit.post(`courses/${course.id}/update`, learner.headers, { name: 'L' })).statusCode).toBe(
      403,
    );
    const invalid = await kit.post(`courses/${course.id}/update`, creator.headers, {
      settings: { vintageDays: -1 },
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('keeps sequential mode while launched but lets other settings change', async () => {
    const { team, creator } = await kit.crew();
    const { course } = await kit.ownedCourse(team.id, creator.user.id);
    expect(
      (await kit.post(`courses/${course.id}/launch`, creator.headers, { resetProgress: false })).statusCode,
    ).toBe(200);
    const sequential = await kit.post(`courses/${course.id}/update`, creator.headers, {
      settings: { sequential: true },
    });
    expect(sequential.statusCode).toBe(409);
    expect(sequential.json().message).toBe('This course is launched. Unlaunch it to change sequential mode.');
    const timing = await kit.post(`courses/${course.id}/update`, creator.headers, {
      name: 'Still editable',
      settings: { timing: { start: '2030-01-01T00:00:00.000Z', end: null }, sequential: false },
    });
    expect(timing.statusCode).toBe(200);
    expect(timing.json().settings.timing.start).toBe('2030-01-01T00:00:00.000Z');
  });

  it("answers 404 for another team's course", async () => {
    const mine = await kit.crew();
    const theirs = await kit.crew();
    const { course } = await kit.ownedCourse(theirs.team.id, theirs.creator.user.id);
    expect(
      (await kit.post(`courses/${course.id}/update`, mine.admin.headers, { name: 'X' })).statusCode,
    ).toBe(404);
  });
});

describe('courses/{id}/duplicate', () => {
  it('copies topics and decks deeply, unlaunched, with a new identifier', async () => {
    const { team, creator, otherCreator } = await kit.crew();
    const { course, decks } = await kit.ownedCourse(team.id, creator.user.id, { topics: [[{}, {}], [{}]] });
    await kit.post(`courses/${course.id}/launch`, creator.headers, { resetProgress: false });
    const res = await kit.post(`courses/${course.id}/duplicate`, creator.headers);
    expect(res.statusCode).toBe(201);
    const copy = res.json();
    expect(copy).toMatchObject({ name: `${course.name} (copy)`, launched: false, published: false });
    expect(copy._id).not.toBe(course.id);
    expect(copy.identifier).not.toBe(course.identifier);
    expect(copy.topics.map((t: { decks: unknown[] }) => t.decks.length)).toEqual([2, 1]);
    const copiedDeckIds = copy.topics.flatMap((t: { decks: { _id: string }[] }) => t.decks.map((d) => d._id));
    expect(copiedDeckIds.some((id: string) => decks.some((d) => d.id === id))).toBe(false);
    expect((await kit.post(`courses/${course.id}/duplicate`, otherCreator.headers)).statusCode).toBe(403);
  });
});

describe('courses/{id}/delete', () => {
  it('removes the course from programs, tags and favorites', async () => {
    const { team, creator, learner } = await kit.crew();
    const { course } = await kit.ownedCourse(team.id, creator.user.id);
    const program = await kit.ownedProgram(team.id, creator.user.id, [course.id]);
    const [tag] = await app.db.insert(tags).values({ teamId: team.id, name: 'T' }).returning();
    if (!tag) throw new Error('no tag');
    await app.db
      .insert(contentTags)
      .values({ tagId: tag.id, teamId: team.id, itemKind: 'course', itemId: course.id });
    await app.db
      .insert(favorites)
      .values({ userId: learner.user.id, teamId: team.id, itemKind: 'course', itemId: course.id });

    const res = await kit.post(`courses/${course.id}/delete`, creator.headers);
    expect(res.statusCode).toBe(200);
    expect((await kit.get(`courses/${course.id}/showAdmin`, creator.headers)).statusCode).toBe(404);
    expect(
      await app.db.select().from(programCourses).where(eq(programCourses.programId, program.id)),
    ).toEqual([]);
    expect(
      await app.db
        .select()
        .from(contentTags)
        .where(and(eq(contentTags.itemKind, 'course'), eq(contentTags.itemId, course.id))),
    ).toEqual([]);
    expect(await app.db.select().from(favorites).where(eq(favorites.itemId, course.id))).toEqual([]);
  });

  it("lets only the owner or an admin delete, never a learner or another team's user", async () => {
    const { team, creator, otherCreator, admin, learner, manager } = await kit.crew();
    const other = await kit.crew();
    const { course } = await kit.ownedCourse(team.id, creator.user.id);
    expect((await kit.post(`courses/${course.id}/delete`, otherCreator.headers)).statusCode).toBe(403);
    expect((await kit.post(`courses/${course.id}/delete`, learner.headers)).statusCode).toBe(403);
    expect((await kit.post(`courses/${course.id}/delete`, manager.headers)).statusCode).toBe(403);
    expect((await kit.post(`courses/${course.id}/delete`, other.superAdmin.headers)).statusCode).toBe(404);
    expect((await kit.post(`courses/${course.id}/delete`, admin.headers)).statusCode).toBe(200);
  });
});

describe('the builder API document', () => {
  it('lists the builder routes in the OpenAPI document', async () => {
    const res = await app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v3/courses/{id}/launch',
        '/api/v3/courses/{id}/versions/{version}/report',
        '/api/v3/decks/{id}/move/{direction}',
        '/api/v3/builder/dashboard',
        '/api/v3/exams/create',
      ]),
    );
  });
});
