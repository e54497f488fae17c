import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { enrol, makeCourse } from '../../test/content-factory';
import { makeSignedInUser, makeUser, signInAs } from '../../test/factories';
import { setManager } from '../users/hierarchy.service';
import { updateUser } from '../users/service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const QUIZ = {
  questions: [
    {
      id: 'q1',
      type: 'single',
      prompt: 'Which is right?',
      options: [
        { id: 'a', text: 'Alpha' },
        { id: 'b', text: 'Beta' },
      ],
      answer: ['b'],
    },
  ],
};

const ev = (name: string, payload: Record<string, unknown>) => ({
  uuid: randomUUID(),
  name,
  payload,
  time: new Date().toISOString(),
});

/** A creator's course with a quiz; two learners (one answered right, one wrong), one under a manager. */
async function scenario() {
  const creator = await makeSignedInUser(app, { license: 'Creator' });
  const teamId = creator.team.id;
  const admin = await makeUser(app, teamId, { license: 'Admin' });
  const manager = await makeUser(app, teamId, { manager: true });
  const { course, decks } = await makeCourse(app, teamId, {
    ownerId: creator.user.id,
    topics: [[{ name: 'Quiz', category: 'assessment', content: QUIZ, settings: { passingPercentage: 50 } }]],
  });
  const quiz = decks[0] as (typeof decks)[number];
  const learners = [];
  for (const [i, answer] of (['b', 'a', null] as const).entries()) {
    const user = await makeUser(app, teamId, { username: `ana${i}${randomUUID().slice(0, 6)}` });
    await updateUser(app.db, user.id, {
      details: { company: i === 0 ? 'Acme' : 'Globex', department: 'Sales' },
    });
    await enrol(app, teamId, course.id, user.id);
    const token = await signInAs(app, user.username);
    if (answer) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v3/activity/submit_queue',
        headers: { 'access-token': token },
        payload: {
          trackers: [
            ev('QUESTION_RESPONSE', { deckId: quiz.id, questionId: 'q1', response: [answer] }),
            ev('DECK_COMPLETED', { deckId: quiz.id, timeSpent: 40, responses: { q1: [answer] } }),
          ],
        },
      });
      expect(res.statusCode).toBe(200);
    }
    learners.push({ user, token });
  }
  await setManager(app.db, teamId, (learners[0] as (typeof learners)[number]).user.id, manager.id);
  const tokens = {
    creator: creator.token,
    admin: await signInAs(app, admin.username),
    manager: await signInAs(app, manager.username),
  };
  return { creator, course, quiz, learners, manager, tokens } as const;
}

let s: Awaited<ReturnType<typeof scenario>>;
let other: Awaited<ReturnType<typeof makeSignedInUser>>;
beforeAll(async () => {
  s = await scenario();
  other = await makeSignedInUser(app, { license: 'Admin' });
});

const get = (url: string, token: string) =>
  app.inject({ method: 'GET', url, headers: { 'access-token': token } });

describe('course analytics', () => {
  it('summarises the course from the live counters', async () => {
    const res = await get(`/api/v3/analytics/courses/${s.course.id}/summary`, s.tokens.creator);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      enrolled: 3,
      started: 2,
      completed: 1,
      failed: 1,
      completionRate: 33.3,
      averageScore: 50,
      statuses: { not_started: 1, in_progress: 0, completed: 1, failed: 1 },
    });
    expect(res.json().completionsByDay).toHaveLength(1);
  });

  it('shows a manager only their reports and refuses learners, other creators and other teams', async () => {
    const mine = await get(`/api/v3/analytics/courses/${s.course.id}/summary`, s.tokens.manager);
    expect(mine.json()).toMatchObject({ enrolled: 1, completed: 1 });
    expect(
      (await get(`/api/v3/analytics/courses/${s.course.id}/summary`, s.learners[0]?.token as string))
        .statusCode,
    ).toBe(403);
    const creator2 = await makeSignedInUser(app, { license: 'Creator', teamId: s.creator.team.id });
    expect((await get(`/api/v3/analytics/courses/${s.course.id}/summary`, creator2.token)).statusCode).toBe(
      403,
    );
    expect((await get(`/api/v3/analytics/courses/${s.course.id}/summary`, other.token)).statusCode).toBe(404);
    expect((await get('/api/v3/analytics/courses/nope/summary', s.tokens.admin)).statusCode).toBe(400);
  });

  it('pages, filters, sorts and searches the learners list', async () => {
    const base = `/api/v3/analytics/${s.creator.user.id}/${s.course.id}/learners`;
    const all = (await get(`${base}/all?sort=score&order=desc`, s.tokens.creator)).json();
    expect(all.total).toBe(3);
    expect(all.learners.map((l: { score: number }) => l.score)).toEqual([100, 0, 0]);
    const acme = (await get(`${base}/all?company=Acme`, s.tokens.creator)).json();
    expect(acme.learners).toHaveLength(1);
    expect(acme.learners[0]).toMatchObject({ status: 'completed', score: 100, company: 'Acme' });
    expect((await get(`${base}/failed`, s.tokens.creator)).json().total).toBe(1);
    expect((await get(`${base}/not_started?pageSize=1`, s.tokens.creator)).json().total).toBe(1);
    const search = (await get(`${base}/all?search=${s.learners[1]?.user.username}`, s.tokens.creator)).json();
    expect(search.learners.map((l: { userId: string }) => l.userId)).toEqual([s.learners[1]?.user.id]);
    const bad = await get(`${base}/finished`, s.tokens.creator);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Scope must be one of');
    expect((await get(`${base}/all?pageSize=5000`, s.tokens.creator)).statusCode).toBe(400);
    const managerView = await get(
      `/api/v3/analytics/${s.manager.id}/${s.course.id}/learners/all`,
      s.tokens.manager,
    );
    expect(managerView.json().learners.map((l: { userId: string }) => l.userId)).toEqual([
      s.learners[0]?.user.id,
    ]);
    // An admin may look through a manager's eyes; a creator may not borrow someone else's view.
    expect(
      (await get(`/api/v3/analytics/${s.manager.id}/${s.course.id}/learners/all`, s.tokens.admin)).json()
        .total,
    ).toBe(1);
    expect(
      (await get(`/api/v3/analytics/${s.manager.id}/${s.course.id}/learners/all`, s.tokens.creator))
        .statusCode,
    ).toBe(403);
    expect(
      (await get(`/api/v3/analytics/${other.user.id}/${s.course.id}/learners/all`, other.token)).statusCode,
    ).toBe(404);
  });

  it('exports the same rows as the table, as CSV and XLSX, and never to managers', async () => {
    const base = `/api/v3/analytics/${s.creator.user.id}/${s.course.id}/learners/all`;
    const table = (await get(`${base}?sort=name`, s.tokens.creator)).json().learners;
    const csv = await get(`${base}/export/csv?sort=name`, s.tokens.creator);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, ...lines] = csv.body
      .trim()
      .split('\n')
      .map((line) => line.split(','));
    const rows = lines.map((cells) => Object.fromEntries((header ?? []).map((h, i) => [h, cells[i] ?? ''])));
    expect(rows.map((r) => [r.username, r.status, Number(r.score)])).toEqual(
      table.map((l: { username: string; status: string; score: number }) => [l.username, l.status, l.score]),
    );
    const xlsx = await get(`${base}/export/xlsx?sort=name`, s.tokens.creator);
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Learners');
    expect(sheet?.rowCount).toBe(table.length + 1);
    expect(sheet?.getRow(2).getCell(1).value).toBe(table[0].username);
    expect((await get(`${base}/export/csv`, s.tokens.manager)).statusCode).toBe(403);
    expect((await get(`${base}/export/pdf`, s.tokens.creator)).statusCode).toBe(400);
  });

  it('gives the content funnel, quiz distributions (hardest first) and grouped responses', async () => {
    const content = (await get(`/api/v3/analytics/courses/${s.course.id}/content`, s.tokens.creator)).json();
    expect(content.decks[0]).toMatchObject({
      name: 'Quiz',
      started: 2,
      completed: 1,
      failed: 1,
      averageScore: 50,
    });
    const quizzes = (
      await get(`/api/v3/analytics/courses/${s.course.id}/questions?category=assessment`, s.tokens.creator)
    ).json();
    expect(quizzes[0].questions[0]).toMatchObject({
      questionId: 'q1',
      responses: 2,
      correct: 1,
      percentCorrect: 50,
    });
    expect(quizzes[0].questions[0].answers.map((a: { label: string }) => a.label).sort()).toEqual([
      'Alpha',
      'Beta',
    ]);
    expect(quizzes[0].scoreHistogram.find((b: { from: number }) => b.from === 90).learners).toBe(1);
    expect(
      (await get(`/api/v3/analytics/courses/${s.course.id}/questions?category=video`, s.tokens.creator))
        .statusCode,
    ).toBe(400);
    const byCompany = (
      await get(`/api/v3/analytics/questions/${s.quiz.id}/responses/company`, s.tokens.creator)
    ).json();
    expect(byCompany.groups).toEqual([
      { group: 'Acme', questionId: 'q1', responses: 1, correct: 1 },
      { group: 'Globex', questionId: 'q1', responses: 1, correct: 0 },
    ]);
    const byOption = (
      await get(`/api/v3/analytics/questions/${s.quiz.id}/responses/option`, s.tokens.creator)
    ).json();
    expect(byOption.deck.questions[0].responses).toBe(2);
    expect(
      (await get(`/api/v3/analytics/questions/${s.quiz.id}/responses/colour`, s.tokens.creator)).statusCode,
    ).toBe(400);
    const answers = (
      await get(`/api/v3/analytics/questions/${s.quiz.id}/responses/learners`, s.tokens.manager)
    ).json();
    expect(answers.responses.map((r: { userId: string }) => r.userId)).toEqual([s.learners[0]?.user.id]);
    expect(
      (await get(`/api/v3/analytics/questions/${s.quiz.id}/responses/option`, other.token)).statusCode,
    ).toBe(404);
    const deckLearners = await get(
      `/api/v3/analytics/${s.creator.user.id}/${s.course.id}/${s.quiz.id}/learners/failed`,
      s.tokens.creator,
    );
    expect(deckLearners.json().learners.map((l: { userId: string }) => l.userId)).toEqual([
      s.learners[1]?.user.id,
    ]);
  });
});

describe('learner analytics', () => {
  it('lets a learner read their own results and nobody else’s', async () => {
    const me = s.learners[0] as (typeof s.learners)[number];
    const progress = (await get(`/api/v3/analytics/${me.user.id}/progress`, me.token)).json();
    expect(progress.courses[0]).toMatchObject({ itemId: s.course.id, status: 'completed' });
    const detail = (await get(`/api/v3/analytics/${me.user.id}/${s.course.id}/progress`, me.token)).json();
    expect(detail.decks[0]).toMatchObject({ name: 'Quiz', score: 100, status: 'completed' });
    // The course's score in the drill-down is the one the learners tab shows.
    expect(detail.course).toMatchObject({ status: 'completed', score: 100 });
    const statuses = (await get(`/api/v3/analytics/${me.user.id}/coursesStatus`, me.token)).json();
    expect(statuses).toEqual([expect.objectContaining({ courseId: s.course.id, status: 'completed' })]);
    const assessments = (
      await get(`/api/v3/analytics/${s.course.id}/${me.user.id}/assessmentsStatus`, me.token)
    ).json();
    expect(assessments[0]).toMatchObject({ score: 100, passingPercentage: 50 });
    const perf = (await get(`/api/v3/analytics/${me.user.id}/${s.course.id}/performance`, me.token)).json();
    expect(perf[0]).toMatchObject({ score: 100, averageScore: 50 });
    expect((await get(`/api/v3/analytics/${me.user.id}/performance`, me.token)).json()[0].averageScore).toBe(
      50,
    );
    const responses = (
      await get(`/api/v3/analytics/questions/${s.quiz.id}/${me.user.id}/responses`, me.token)
    ).json();
    expect(responses).toEqual([
      expect.objectContaining({ questionId: 'q1', response: ['b'], correct: true }),
    ]);
    const peer = s.learners[1]?.user.id as string;
    expect((await get(`/api/v3/analytics/${peer}/progress`, me.token)).statusCode).toBe(403);
    expect((await get(`/api/v3/analytics/${peer}/progress`, s.tokens.manager)).statusCode).toBe(403);
    expect((await get(`/api/v3/analytics/${me.user.id}/progress`, s.tokens.manager)).statusCode).toBe(200);
    expect((await get(`/api/v3/analytics/${peer}/coursesStatus`, s.tokens.admin)).json()[0].status).toBe(
      'failed',
    );
    expect((await get(`/api/v3/analytics/${peer}/progress`, other.token)).statusCode).toBe(404);
    expect(
      (await get(`/api/v3/analytics/${s.course.id}/${peer}/assessmentsStatus`, other.token)).statusCode,
    ).toBe(404);
    expect((await get('/api/v3/analytics/123/progress', me.token)).statusCode).toBe(400);
  });
});
