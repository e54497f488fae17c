import { TEAM_ANALYTICS_MESSAGES } from '@lp/shared/analytics/team';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsTeam } from '../../test/analytics-team';
import { createTestApp } from '../../test/app';

let app: FastifyInstance;
let t: Awaited<ReturnType<typeof analyticsTeam>>;
beforeAll(async () => {
  app = await createTestApp();
  t = await analyticsTeam(app);
});
afterAll(() => app.close());

const teamAnalytics = (headers: Record<string, string>, query: string) =>
  app.inject({ url: `/api/v3/analytics/team?${query}`, headers });
const MARCH_WEEK = 'from=2026-03-01&to=2026-03-07';

describe('GET analytics/team', () => {
  it("gives an admin the whole team's activity, content, segments and points for the range", async () => {
    const res = await teamAnalytics(t.headers.admin, MARCH_WEEK);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.scope).toBe('team');
    expect(body.totals).toEqual({
      learners: 6,
      activeLearners: 2,
      sessions: 3,
      enrolments: 4,
      completionsInRange: 1,
    });
    expect(body.activity).toHaveLength(7);
    expect(body.activity[0]).toEqual({ period: '2026-03-01', activeLearners: 0, sessions: 0 });
    expect(body.activity[1]).toEqual({ period: '2026-03-02', activeLearners: 2, sessions: 2 });
    expect(body.activity[2]).toEqual({ period: '2026-03-03', activeLearners: 1, sessions: 1 });
    expect(body.topContent[0]).toMatchObject({
      name: 'Safety',
      enrolled: 3,
      completed: 1,
      completedInRange: 1,
      completionRate: 33.3,
    });
    expect(body.leastCompleted[0]).toMatchObject({ name: 'Creator course', completionRate: 0 });
    expect(body.completionBySegment).toEqual(
      expect.arrayContaining([
        { field: 'department', value: 'Sales', enrolled: 2, completed: 1 },
        { field: 'department', value: 'Ops', enrolled: 1, completed: 0 },
        { field: 'company', value: 'Acme', enrolled: 3, completed: 1 },
      ]),
    );
    expect(body.pointsDistribution.slice(0, 3)).toEqual([
      { from: 0, to: 0, learners: 4 },
      { from: 1, to: 99, learners: 1 },
      { from: 100, to: 499, learners: 1 },
    ]);
    expect(body.pointsDistribution.at(-1)).toEqual({ from: 5000, to: null, learners: 0 });
  });

  it('counts activity per ISO week (from Monday) and leaves out events outside the range', async () => {
    const body = (await teamAnalytics(t.headers.admin, `${MARCH_WEEK}&granularity=week`)).json();
    expect(body.activity).toEqual([
      { period: '2026-02-23', activeLearners: 0, sessions: 0 },
      { period: '2026-03-02', activeLearners: 2, sessions: 3 },
    ]);
    const month = (
      await teamAnalytics(t.headers.admin, 'from=2026-03-01&to=2026-03-31&granularity=month')
    ).json();
    expect(month.activity).toEqual([{ period: '2026-03-01', activeLearners: 3, sessions: 4 }]);
  });

  it("shows a manager only their reports and a creator only their own content's learners", async () => {
    const manager = (await teamAnalytics(t.headers.manager, MARCH_WEEK)).json();
    expect(manager.scope).toBe('reports');
    expect(manager.totals).toEqual({
      learners: 2,
      activeLearners: 2,
      sessions: 3,
      enrolments: 3,
      completionsInRange: 1,
    });

    const creator = (await teamAnalytics(t.headers.creator, MARCH_WEEK)).json();
    expect(creator.scope).toBe('ownContent');
    expect(creator.topContent.map((c: { name: string }) => c.name)).toEqual(['Creator course']);
    expect(creator.totals).toMatchObject({ learners: 1, activeLearners: 1, sessions: 2, enrolments: 1 });
  });

  it('refuses learners', async () => {
    expect((await teamAnalytics(t.headers.learner, MARCH_WEEK)).statusCode).toBe(403);
  });

  it('answers another team only with its own figures', async () => {
    const other = await analyticsTeam(app);
    const body = (await teamAnalytics(other.headers.admin, MARCH_WEEK)).json();
    expect(body.topContent.map((c: { courseId: string }) => c.courseId)).not.toContain(t.safety.id);
    expect(body.totals.learners).toBe(6);
  });

  it('answers 400 with the reason for a bad range', async () => {
    const reversed = await teamAnalytics(t.headers.admin, 'from=2026-03-07&to=2026-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body).toContain(TEAM_ANALYTICS_MESSAGES.rangeOrder);
    const long = await teamAnalytics(t.headers.admin, 'from=2024-01-01&to=2026-03-01');
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(TEAM_ANALYTICS_MESSAGES.rangeTooLong);
    const notADay = await teamAnalytics(t.headers.admin, 'from=yesterday&to=2026-03-01');
    expect(notADay.statusCode).toBe(400);
    expect((await teamAnalytics(t.headers.admin, `${MARCH_WEEK}&granularity=hour`)).statusCode).toBe(400);
  });
});

describe('GET analytics/me/results', () => {
  it("gives the signed-in learner their own course statuses and assessment results, nobody else's", async () => {
    const res = await app.inject({ url: '/api/v3/analytics/me/results', headers: t.headers.sales });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.courses).toEqual([
      expect.objectContaining({ name: 'Creator course', status: 'notStarted', score: 0 }),
      expect.objectContaining({
        name: 'Safety',
        status: 'completed',
        score: 80,
        completionDate: '2026-03-03T10:00:00.000Z',
      }),
    ]);
    expect(body.assessments).toEqual([
      expect.objectContaining({
        deckId: t.quiz.id,
        courseName: 'Safety',
        score: 75,
        attempts: 2,
        completed: true,
      }),
    ]);
    const learner = (
      await app.inject({ url: '/api/v3/analytics/me/results', headers: t.headers.learner })
    ).json();
    expect(learner.courses).toEqual([expect.objectContaining({ name: 'Safety', status: 'notStarted' })]);
    expect(learner.assessments).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await app.inject({ url: '/api/v3/analytics/me/results' })).statusCode).toBe(440);
  });
});
