import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeCourse } from '../../test/content-factory';
import { makeSignedInUser } from '../../test/factories';
import { updateTeam } from '../teams/service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const superActor = (teamId: string) => ({
  teamId,
  license: { license_type: 'SuperAdmin', isManager: false },
});

describe('contests', () => {
  it('exist only with the contests flag, apart from the library, with their own leaderboard', async () => {
    const learner = await makeSignedInUser(app);
    const creator = await makeSignedInUser(app, { license: 'Creator', teamId: learner.team.id });
    const quiz = { questions: [{ id: 'q1', type: 'truefalse', prompt: 'Yes?', answer: true }] };
    const { course, decks } = await makeCourse(app, learner.team.id, {
      kind: 'contest',
      name: 'Quiz cup',
      topics: [[{ category: 'assessment', content: quiz, settings: { maxPoints: 10 } }]],
    });
    const list = () => app.inject({ url: '/api/v3/contests/list', headers: learner.headers });
    expect((await list()).statusCode).toBe(403);
    expect((await list()).json().message).toBe('Contests are not available for this team.');

    await updateTeam(app.db, superActor(learner.team.id), learner.team.id, { features: { contests: true } });
    expect((await list()).json().map((c: { name: string }) => c.name)).toEqual(['Quiz cup']);
    const library = (await app.inject({ url: '/api/v3/courseLibrary', headers: learner.headers })).json();
    expect(library.courses).toEqual([]);

    await app.inject({
      method: 'POST',
      url: '/api/v3/activity/submit_queue',
      headers: learner.headers,
      payload: {
        trackers: [
          {
            uuid: randomUUID(),
            name: 'DECK_COMPLETED',
            payload: { deckId: decks[0]?.id, responses: { q1: true } },
            time: new Date().toISOString(),
          },
        ],
      },
    });
    const board = (
      await app.inject({ url: `/api/v3/contests/${course.id}/learners/list`, headers: creator.headers })
    ).json();
    expect(board.top).toEqual([expect.objectContaining({ userId: learner.user.id, points: 10, rank: 1 })]);
    expect(
      (await app.inject({ url: `/api/v3/contests/${course.id}/learners/list`, headers: learner.headers }))
        .statusCode,
    ).toBe(403);

    const renamed = await app.inject({
      method: 'POST',
      url: `/api/v3/contests/${course.id}/update`,
      headers: creator.headers,
      payload: { name: 'Quiz Cup 2027', timing: { start: null, end: '2027-01-31T18:00:00.000Z' } },
    });
    expect(renamed.json()).toMatchObject({
      name: 'Quiz Cup 2027',
      settings: { timing: { end: '2027-01-31T18:00:00.000Z' } },
    });

    const stranger = await makeSignedInUser(app, { license: 'Admin' });
    await updateTeam(app.db, superActor(stranger.team.id), stranger.team.id, {
      features: { contests: true },
    });
    expect(
      (await app.inject({ url: `/api/v3/contests/${course.id}/show`, headers: stranger.headers })).statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/v3/contests/${course.id}/delete`,
          headers: creator.headers,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ url: `/api/v3/contests/${course.id}/show`, headers: learner.headers })).statusCode,
    ).toBe(404);
  });
});
