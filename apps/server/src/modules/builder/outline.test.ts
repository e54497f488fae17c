import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { builderKit } from './test-kit';

let app: FastifyInstance;
let kit: ReturnType<typeof builderKit>;
beforeAll(async () => {
  app = await createTestApp();
  kit = builderKit(app);
});
afterAll(() => app.close());

const LAUNCHED = 'This course is launched. Unlaunch it to edit its content.';
const quiz = { questions: [{ id: 'q1', type: 'truefalse', prompt: 'Is water wet?', answer: true }] };
const names = (outline: { topics: { name: string; decks: { name: string }[] }[] }) =>
  outline.topics.map((t) => [t.name, ...t.decks.map((d) => d.name)]);

describe('topics', () => {
  it('creates, renames, moves and deletes topics of an unlaunched course', async () => {
    const { team, creator } = await kit.crew();
    const { course } = await kit.ownedCourse(team.id, creator.user.id, { topics: [[{}]] });
    const created = await kit.post(`courses/${course.id}/topics/create`, creator.headers, { name: 'Second' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Second', position: 1, decks: [] });
    const topicId = created.json()._id;
    const renamed = await kit.post(`courses/${course.id}/topics/${topicId}/update`, creator.headers, {
      name: 'Two',
    });
    expect(renamed.json().name).toBe('Two');
    const moved = await kit.post(`courses/${course.id}/topics/${topicId}/move/up`, creator.headers);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().topics.map((t: { name: string }) => t.name)).toEqual(['Two', 'Topic 1']);
    const edge = await kit.post(`courses/${course.id}/topics/${topicId}/move/up`, creator.headers);
    expect(edge.statusCode).toBe(400);
    expect(edge.json()).toEqual({
      message: 'This item is already first.',
      messageKey: 'builder.alreadyFirst',
    });
    expect(
      (await kit.post(`courses/${course.id}/topics/${topicId}/move/sideways`, creator.headers)).statusCode,
    ).toBe(400);
    expect(
      (await kit.post(`courses/${course.id}/topics/${topicId}/delete`, creator.headers)).statusCode,
    ).toBe(200);
    const outline = (await kit.get(`courses/${course.id}/showAdmin`, creator.headers)).json();
    expect(outline.topics.map((t: { name: string }) => t.name)).toEqual(['Topic 1']);
  });

  it('answers 400 for a blank name, 403 for others, 404 for a topic of another course or team', async () => {
    const { team, creator, otherCreator, manager } = await kit.crew();
    const other = await kit.crew();
    const { course, topics } = await kit.ownedCourse(team.id, creator.user.id);
    const { course: second } = await kit.ownedCourse(team.id, creator.user.id);
    const topicId = topics[0]?.id;
    expect(
      (await kit.post(`courses/${course.id}/topics/create`, creator.headers, { name: '' })).statusCode,
    ).toBe(400);
    expect(
      (await kit.post(`courses/${course.id}/topics/create`, otherCreator.headers, { name: 'X' })).statusCode,
    ).toBe(403);
    expect(
      (await kit.post(`courses/${course.id}/topics/create`, manager.headers, { name: 'X' })).statusCode,
    ).toBe(403);
    expect(
      (await kit.post(`courses/${second.id}/topics/${topicId}/update`, creator.headers, { name: 'X' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await kit.post(`courses/${course.id}/topics/${topicId}/delete`, other.superAdmin.headers)).statusCode,
    ).toBe(404);
  });
});

describe('decks', () => {
  it('creates, updates, duplicates, moves and deletes decks', async () => {
    const { team, creator } = await kit.crew();
    const { course, topics } = await kit.ownedCourse(team.id, creator.user.id, {
      topics: [[{ name: 'First' }]],
    });
    const created = await kit.post('decks/create', creator.headers, {
      topicId: topics[0]?.id,
      name: 'Quiz',
      readerType: 'assessment',
      settings: { maxPoints: 50 },
      content: quiz,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Quiz',
      category: 'assessment',
      position: 1,
      settings: { maxPoints: 50, passingPercentage: 60 },
      content: quiz,
    });
    const deckId = created.json()._id;
    const updated = await kit.post(`decks/${deckId}/update`, creator.headers, {
      name: 'Quiz 1',
      settings: { shuffle: true },
    });
    expect(updated.json()).toMatchObject({ name: 'Quiz 1', settings: { shuffle: true, maxPoints: 50 } });
    const copy = await kit.post(`decks/${deckId}/duplicate`, creator.headers);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ name: 'Quiz 1 (copy)', position: 2, content: quiz });
    const moved = await kit.post(`decks/${deckId}/move/up`, creator.headers);
    expect(names(moved.json())).toEqual([['Topic 1', 'Quiz 1', 'First', 'Quiz 1 (copy)']]);
    expect((await kit.post(`decks/${copy.json()._id}/move/down`, creator.headers)).statusCode).toBe(400);
    expect((await kit.post(`decks/${deckId}/delete`, creator.headers)).statusCode).toBe(200);
    const shown = await kit.get(`decks/${copy.json()._id}/showAdmin`, creator.headers);
    expect(shown.json().content.questions[0].answer).toBe(true);
    const outline = (await kit.get(`courses/${course.id}/showAdmin`, creator.headers)).json();
    expect(names(outline)).toEqual([['Topic 1', 'First', 'Quiz 1 (copy)']]);
  });

  it("checks content against the format's schema (400 with its messages)", async () => {
    const { team, creator } = await kit.crew();
    const { topics, decks } = await kit.ownedCourse(team.id, creator.user.id);
    const empty = await kit.post('decks/create', creator.headers, {
      topicId: topics[0]?.id,
      name: 'Quiz',
      readerType: 'assessment',
      content: { questions: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Add at least one question');
    expect(empty.json().errors[0].path).toBe('content.questions');
    const unknown = await kit.post('decks/create', creator.headers, {
      topicId: topics[0]?.id,
      name: 'X',
      readerType: 'hologram',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown reader type: hologram');
    const badHtml = await kit.post(`decks/${decks[0]?.id}/update`, creator.headers, { content: { html: 5 } });
    expect(badHtml.statusCode).toBe(400);
    const badSettings = await kit.post(`decks/${decks[0]?.id}/update`, creator.headers, {
      settings: { passingPercentage: 150 },
    });
    expect(badSettings.statusCode).toBe(400);
  });

  it('sanitizes every rich-text field of the content', async () => {
    const { team, creator } = await kit.crew();
    const { decks } = await kit.ownedCourse(team.id, creator.user.id);
    const res = await kit.post(`decks/${decks[0]?.id}/update`, creator.headers, {
      content: {
        html: '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:x()">link</a></p>',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().content.html).toBe('<p>Hi<a rel="noopener noreferrer">link</a></p>');
  });

  it('lets only owners and admins change decks; managers read; other teams get 404', async () => {
    const { team, creator, otherCreator, admin, manager, learner } = await kit.crew();
    const other = await kit.crew();
    const { decks } = await kit.ownedCourse(team.id, creator.user.id);
    const deckId = decks[0]?.id;
    expect((await kit.post(`decks/${deckId}/update`, otherCreator.headers, { name: 'X' })).statusCode).toBe(
      403,
    );
    expect((await kit.post(`decks/${deckId}/update`, manager.headers, { name: 'X' })).statusCode).toBe(403);
    expect((await kit.post(`decks/${deckId}/update`, learner.headers, { name: 'X' })).statusCode).toBe(403);
    expect((await kit.post(`decks/${deckId}/update`, admin.headers, { name: 'X' })).statusCode).toBe(200);
    expect((await kit.get(`decks/${deckId}/showAdmin`, manager.headers)).statusCode).toBe(200);
    expect((await kit.get(`decks/${deckId}/showAdmin`, learner.headers)).statusCode).toBe(403);
    expect((await kit.get(`decks/${deckId}/showAdmin`, other.admin.headers)).statusCode).toBe(404);
    expect((await kit.post(`decks/${deckId}/delete`, other.superAdmin.headers)).statusCode).toBe(404);
  });

  it('lets exams hold only exam-allowed formats', async () => {
    const { team, creator } = await kit.crew({ exams: true });
    const { topics } = await kit.ownedCourse(team.id, creator.user.id, { kind: 'exam', topics: [[]] });
    const video = await kit.post('decks/create', creator.headers, {
      topicId: topics[0]?.id,
      name: 'Clip',
      readerType: 'video',
    });
    expect(video.statusCode).toBe(400);
    expect(video.json().message).toBe('Exams cannot hold video decks.');
    const assessment = await kit.post('decks/create', creator.headers, {
      topicId: topics[0]?.id,
      name: 'Quiz',
      readerType: 'assessment',
      content: quiz,
    });
    expect(assessment.statusCode).toBe(201);
  });
});

describe('launch locks', () => {
  it('answers 409 to every content change while a course is launched', async () => {
    const { team, creator } = await kit.crew();
    const { course, topics, decks } = await kit.ownedCourse(team.id, creator.user.id, {
      topics: [[{}, {}], [{}]],
    });
    await kit.post(`courses/${course.id}/launch`, creator.headers, { resetProgress: false });
    const topicId = topics[0]?.id;
    const deckId = decks[0]?.id;
    const attempts = [
      kit.post(`courses/${course.id}/topics/create`, creator.headers, { name: 'New' }),
      kit.post(`courses/${course.id}/topics/${topicId}/update`, creator.headers, { name: 'New' }),
      kit.post(`courses/${course.id}/topics/${topicId}/move/down`, creator.headers),
      kit.post(`courses/${course.id}/topics/${topicId}/delete`, creator.headers),
      kit.post('decks/create', creator.headers, { topicId, name: 'New', readerType: 'article' }),
      kit.post(`decks/${deckId}/update`, creator.headers, { name: 'New' }),
      kit.post(`decks/${deckId}/duplicate`, creator.headers),
      kit.post(`decks/${deckId}/move/down`, creator.headers),
      kit.post(`decks/${deckId}/delete`, creator.headers),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(LAUNCHED);
    }
    const outline = (await kit.get(`courses/${course.id}/showAdmin`, creator.headers)).json();
    expect(outline.editing).toMatchObject({ contentLocked: true, message: LAUNCHED });
    await kit.post(`courses/${course.id}/unlaunch`, creator.headers);
    expect((await kit.post(`decks/${deckId}/update`, creator.headers, { name: 'Now' })).statusCode).toBe(200);
  });

  it('keeps a launched-once exam free of new topics, deletions, moves and quiz changes after unlaunch', async () => {
    const { team, creator } = await kit.crew({ exams: true });
    const { course, topics, decks } = await kit.ownedCourse(team.id, creator.user.id, {
      kind: 'exam',
      topics: [
        [
          { category: 'guidelines', content: {} },
          { category: 'assessment', content: quiz },
        ],
        [{}],
      ],
    });
    const [guidelines, assessment] = decks;
    await kit.post(`courses/${course.id}/launch`, creator.headers, { resetProgress: false });
    await kit.post(`courses/${course.id}/unlaunch`, creator.headers);
    const structure =
      'This exam has been launched: topics and decks can no longer be added, deleted or moved.';
    const scored = 'This exam has been launched: its quizzes and games can no longer be changed.';
    const expectations: [Promise<{ statusCode: number; json: () => { message: string } }>, string][] = [
      [kit.post(`courses/${course.id}/topics/create`, creator.headers, { name: 'New' }), structure],
      [kit.post(`courses/${course.id}/topics/${topics[1]?.id}/delete`, creator.headers), structure],
      [kit.post(`courses/${course.id}/topics/${topics[0]?.id}/move/down`, creator.headers), structure],
      [kit.post(`decks/${guidelines?.id}/delete`, creator.headers), structure],
      [kit.post(`decks/${guidelines?.id}/move/down`, creator.headers), structure],
      [kit.post(`decks/${assessment?.id}/update`, creator.headers, { settings: { maxPoints: 5 } }), scored],
      [kit.post(`decks/${assessment?.id}/duplicate`, creator.headers), scored],
      [
        kit.post('decks/create', creator.headers, {
          topicId: topics[0]?.id,
          name: 'Another quiz',
          readerType: 'assessment',
          content: quiz,
        }),
        scored,
      ],
    ];
    for (const [request, message] of expectations) {
      const res = await request;
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(message);
    }
    // Other decks and topic names may still change.
    expect(
      (await kit.post(`decks/${guidelines?.id}/update`, creator.headers, { name: 'Rules' })).statusCode,
    ).toBe(200);
    expect(
      (
        await kit.post(`courses/${course.id}/topics/${topics[0]?.id}/update`, creator.headers, {
          name: 'Part A',
        })
      ).statusCode,
    ).toBe(200);
    const outline = (await kit.get(`courses/${course.id}/showAdmin`, creator.headers)).json();
    expect(outline.editing).toMatchObject({
      contentLocked: false,
      structureLocked: true,
      scoredDecksLocked: true,
    });
  });

  it('leaves courses (not exams) fully editable after unlaunch', async () => {
    const { team, creator } = await kit.crew();
    const { course, topics } = await kit.ownedCourse(team.id, creator.user.id, { topics: [[{}], [{}]] });
    await kit.post(`courses/${course.id}/launch`, creator.headers, { resetProgress: false });
    await kit.post(`courses/${course.id}/unlaunch`, creator.headers);
    expect(
      (await kit.post(`courses/${course.id}/topics/${topics[1]?.id}/delete`, creator.headers)).statusCode,
    ).toBe(200);
  });
});
