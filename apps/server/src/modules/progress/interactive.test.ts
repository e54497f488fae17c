import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achievements, questionResponses } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { type DeckSpec, makeCourse } from '../../test/content-factory';
import { makeSignedInUser } from '../../test/factories';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const choice = (id: string, answer: string, explanation?: string) => ({
  id,
  type: 'single',
  prompt: `Question ${id}?`,
  options: [
    { id: 'a', text: 'A' },
    { id: 'b', text: 'B' },
  ],
  answer: [answer],
  ...(explanation ? { explanation } : {}),
});
const questions = Array.from({ length: 12 }, (_, i) => choice(`q${i + 1}`, 'b', `Because ${i + 1}`));

const event = (name: string, payload: Record<string, unknown>) => ({
  uuid: randomUUID(),
  name,
  payload,
  time: new Date().toISOString(),
});
const submit = (headers: Record<string, string>, trackers: unknown[]) =>
  app
    .inject({ method: 'POST', url: '/api/v3/activity/submit_queue', headers, payload: { trackers } })
    .then((r) => r.json());

type Made = Awaited<ReturnType<typeof makeCourse>>;
const only = (made: Made) => made.decks[0] as Made['decks'][number];

async function learnerWithDeck(spec: DeckSpec, options: Parameters<typeof makeCourse>[2] = {}) {
  const me = await makeSignedInUser(app);
  const made = await makeCourse(app, me.team.id, { topics: [[spec]], ...options });
  return { me, deck: only(made) };
}

describe('assessment attempts', () => {
  it('refuses a completion beyond the attempts allowed and changes nothing', async () => {
    const { me, deck } = await learnerWithDeck({
      category: 'assessment',
      content: { questions: questions.slice(0, 2) },
      settings: { attemptsAllowed: 2, maxPoints: 100 },
    });
    const attempt = (responses: Record<string, unknown>) =>
      submit(me.headers, [
        event('DECK_COMPLETED', {
          deckId: deck.id,
          responses,
          proctor: { tabSwitches: 1, fullscreenExits: 0 },
        }),
      ]);
    expect((await attempt({ q1: ['a'] })).states.decks[deck.id]).toMatchObject({ viewAttempts: 1, score: 0 });
    expect((await attempt({ q1: ['b'] })).states.decks[deck.id]).toMatchObject({
      viewAttempts: 2,
      score: 50,
    });
    const third = await attempt({ q1: ['b'], q2: ['b'] });
    expect(third.rejected).toEqual([
      {
        uuid: expect.any(String),
        message: 'No attempts left: this deck allows 2 attempts and all were used',
      },
    ]);
    expect(third.states.decks[deck.id]).toBeUndefined();
    const progress = await app.inject({
      url: `/api/v3/courses/${deck.courseId}/learners/${me.user.id}/show`,
      headers: me.headers,
    });
    expect(progress.json().decks[deck.id]).toMatchObject({ viewAttempts: 2, score: 50, points: 50 });
  });
});

describe('game scoring', () => {
  const gameDeck = { category: 'game', content: { questions }, settings: { maxPoints: 200 } };

  it('recomputes the level from the answers and ignores the level the client claims', async () => {
    const { me, deck } = await learnerWithDeck(gameDeck);
    const asked = ['q3', 'q1', 'q2', 'q4', 'q5'];
    const res = await submit(me.headers, [
      event('DECK_COMPLETED', {
        deckId: deck.id,
        askedQuestionIds: asked,
        // Three right in a row, then a miss: level 3, whatever the client says.
        responses: { q3: ['b'], q1: ['b'], q2: ['b'], q4: ['a'], q5: ['b'] },
        level: 10,
      }),
    ]);
    expect(res.rejected).toEqual([]);
    expect(res.states.decks[deck.id]).toMatchObject({ score: 30, points: 60, completion: true });
  });

  it('caps the level at 10 and gives nothing for a forged level without answers', async () => {
    const { me, deck } = await learnerWithDeck(gameDeck);
    const forged = await submit(me.headers, [event('DECK_COMPLETED', { deckId: deck.id, level: 10 })]);
    expect(forged.states.decks[deck.id]).toMatchObject({ score: 0, points: 0, completion: false });
    const all = questions.map((q) => q.id);
    const perfect = await submit(me.headers, [
      event('DECK_COMPLETED', {
        deckId: deck.id,
        askedQuestionIds: all,
        responses: Object.fromEntries(all.map((id) => [id, ['b']])),
      }),
    ]);
    expect(perfect.states.decks[deck.id]).toMatchObject({ score: 100, points: 200, completion: true });
  });

  it('does not count a question asked twice', async () => {
    const { me, deck } = await learnerWithDeck(gameDeck);
    const res = await submit(me.headers, [
      event('DECK_COMPLETED', {
        deckId: deck.id,
        askedQuestionIds: ['q1', 'q1', 'q1'],
        responses: { q1: ['b'] },
      }),
    ]);
    expect(res.states.decks[deck.id]).toMatchObject({ score: 10, points: 20 });
  });
});

describe('learner view of keyed decks', () => {
  it('sends assessment and game questions without answers or explanations', async () => {
    const me = await makeSignedInUser(app);
    const made = await makeCourse(app, me.team.id, {
      topics: [
        [
          { category: 'assessment', content: { questions } },
          { category: 'game', content: { questions } },
        ],
      ],
    });
    for (const deck of made.decks) {
      const res = await app.inject({
        url: `/api/v3/decks/${deck.id}/learners/${me.user.id}/show/${deck.readerType}`,
        headers: me.headers,
      });
      expect(res.statusCode).toBe(200);
      const body = JSON.stringify(res.json());
      expect(res.json().deck.content.questions).toHaveLength(12);
      expect(body).not.toContain('"answer"');
      expect(body).not.toContain('"explanation"');
      expect(body).not.toContain('Because');
    }
  });
});

describe('poll results', () => {
  const poll = {
    category: 'poll',
    content: {
      prompt: 'Lunch?',
      options: [
        { id: 'pizza', text: 'Pizza' },
        { id: 'salad', text: 'Salad' },
      ],
    },
  };
  const vote = (headers: Record<string, string>, deckId: string, response: unknown) =>
    submit(headers, [event('QUESTION_RESPONSE', { deckId, questionId: 'poll', response })]);

  it("counts each learner's latest vote for the team, and refuses bad votes", async () => {
    const { me, deck } = await learnerWithDeck(poll);
    const colleague = await makeSignedInUser(app, { teamId: me.team.id });
    expect((await vote(me.headers, deck.id, ['salad'])).rejected).toEqual([]);
    await vote(me.headers, deck.id, ['pizza']);
    await vote(colleague.headers, deck.id, ['pizza']);
    expect((await vote(me.headers, deck.id, ['soup'])).rejected[0].message).toBe('Unknown option');
    expect((await vote(me.headers, deck.id, ['pizza', 'salad'])).rejected[0].message).toBe(
      'Choose exactly one option',
    );
    const res = await app.inject({
      url: `/api/v3/decks/${deck.id}/poll/results`,
      headers: colleague.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      _id: deck.id,
      total: 2,
      options: [
        { _id: 'pizza', text: 'Pizza', votes: 2, percentage: 100 },
        { _id: 'salad', text: 'Salad', votes: 0, percentage: 0 },
      ],
    });
  });

  it('answers 400 for a bad id or a deck that is no poll, 404 to another team, 403 when the course is closed', async () => {
    const { me, deck } = await learnerWithDeck(poll);
    const results = (id: string, headers = me.headers) =>
      app.inject({ url: `/api/v3/decks/${id}/poll/results`, headers });
    expect((await results('nope')).statusCode).toBe(400);
    const article = only(await makeCourse(app, me.team.id));
    expect((await results(article.id)).statusCode).toBe(400);
    const outsider = await makeSignedInUser(app, { license: 'Admin' });
    expect((await results(deck.id, outsider.headers)).statusCode).toBe(404);
    const closed = only(
      await makeCourse(app, me.team.id, { settings: { teamSelfEnrolment: false }, topics: [[poll]] }),
    );
    expect((await results(closed.id)).statusCode).toBe(403);
  });
});

describe('survey and rating answers', () => {
  it('stores well-formed answers of formats without a key and refuses the rest', async () => {
    const { me, deck } = await learnerWithDeck({
      category: 'survey',
      content: {
        questions: [
          { id: 's1', type: 'scale', prompt: 'How was it?' },
          { id: 's2', type: 'text', prompt: 'Anything else?' },
        ],
      },
    });
    const answer = (questionId: string, response: unknown) =>
      submit(me.headers, [event('QUESTION_RESPONSE', { deckId: deck.id, questionId, response })]);
    expect((await answer('s1', '4')).rejected).toEqual([]);
    expect((await answer('s2', 'Great course')).rejected).toEqual([]);
    expect((await answer('s1', '9')).rejected[0].message).toBe('Answer with a number from 1 to 5');
    expect((await answer('s9', 'x')).rejected[0].message).toBe('Unknown question');
    const stored = await app.db.select().from(questionResponses).where(eq(questionResponses.deckId, deck.id));
    expect(stored.map((row) => String(row.response)).sort()).toEqual(['4', 'Great course']);
  });
});

describe('quiz feedback', () => {
  const feedbackDeck = (feedback: boolean) => ({
    category: 'assessment',
    content: { questions: questions.slice(0, 2) },
    settings: { feedback },
  });
  const check = (headers: Record<string, string>, deckId: string, questionId: string, response: unknown) =>
    app.inject({
      method: 'POST',
      url: `/api/v3/decks/${deckId}/questions/${questionId}/check`,
      headers,
      payload: { response },
    });

  it('gives the verdict and explanation once per question and attempt', async () => {
    const { me, deck } = await learnerWithDeck(feedbackDeck(true));
    const first = await check(me.headers, deck.id, 'q1', ['a']);
    expect(first.statusCode).toBe(200);
    // A wrong answer shows the right one (the option's text) beside the creator's explanation.
    expect(first.json()).toEqual({
      questionId: 'q1',
      correct: false,
      explanation: 'Because 1',
      correctAnswer: ['B'],
    });
    const again = await check(me.headers, deck.id, 'q1', ['b']);
    expect(again.statusCode).toBe(409);
    await submit(me.headers, [event('DECK_COMPLETED', { deckId: deck.id, responses: { q1: ['a'] } })]);
    expect((await check(me.headers, deck.id, 'q1', ['b'])).json()).toMatchObject({
      correct: true,
      correctAnswer: null,
    });
  });

  it('judges each game level even with feedback off, and refuses other formats', async () => {
    const { me, deck } = await learnerWithDeck({
      category: 'game',
      content: { questions },
      settings: { feedback: false },
    });
    expect((await check(me.headers, deck.id, 'q1', ['b'])).json()).toMatchObject({
      correct: true,
      correctAnswer: null,
    });
    const survey = await learnerWithDeck({
      category: 'survey',
      content: { questions: [{ id: 's1', type: 'text', prompt: 'Why?' }] },
    });
    expect((await check(survey.me.headers, survey.deck.id, 's1', 'x')).statusCode).toBe(400);
  });

  it('refuses bad input, feedback switched off and another team', async () => {
    const { me, deck } = await learnerWithDeck(feedbackDeck(true));
    expect((await check(me.headers, deck.id, 'q1', 42)).statusCode).toBe(400);
    expect((await check(me.headers, deck.id, 'q9', ['a'])).statusCode).toBe(404);
    const quiet = await learnerWithDeck(feedbackDeck(false));
    expect((await check(quiet.me.headers, quiet.deck.id, 'q1', ['a'])).statusCode).toBe(409);
    const outsider = await makeSignedInUser(app);
    expect((await check(outsider.headers, deck.id, 'q1', ['a'])).statusCode).toBe(404);
  });
});

describe('scratch card collectibles', () => {
  it('grants the collectible once, at the first completion', async () => {
    const { me, deck } = await learnerWithDeck({
      category: 'scratchcard',
      content: { prize: 'A golden star', collectible: { title: 'Golden star', image: '/star.png' } },
    });
    await submit(me.headers, [event('DECK_COMPLETED', { deckId: deck.id })]);
    await submit(me.headers, [event('DECK_COMPLETED', { deckId: deck.id })]);
    const rows = await app.db
      .select()
      .from(achievements)
      .where(and(eq(achievements.userId, me.user.id), eq(achievements.kind, 'collectible')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ sourceId: deck.id, title: 'Golden star', image: '/star.png' });
  });

  it('grants nothing for a scratch card without a collectible', async () => {
    const { me, deck } = await learnerWithDeck({
      category: 'scratchcards',
      content: { cards: [{ id: 'c1', prize: 'Hi' }] },
    });
    await submit(me.headers, [event('DECK_COMPLETED', { deckId: deck.id })]);
    const rows = await app.db.select().from(achievements).where(eq(achievements.userId, me.user.id));
    expect(rows).toHaveLength(0);
  });
});
