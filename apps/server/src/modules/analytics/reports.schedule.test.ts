import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportRuns } from '../../db/schema';
import { analyticsTeam } from '../../test/analytics-team';
import { createTestApp } from '../../test/app';
import { mailTo } from '../../test/rows';
import { periodOf, runScheduledReports } from './reports.schedule';

let app: FastifyInstance;
let t: Awaited<ReturnType<typeof analyticsTeam>>;
beforeAll(async () => {
  app = await createTestApp();
  t = await analyticsTeam(app);
});
afterAll(() => app.close());

async function scheduled(frequency: 'daily' | 'weekly' | 'monthly', format: 'csv' | 'xlsx' = 'csv') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v3/analytics/reports/saved/create',
    headers: t.headers.admin,
    payload: {
      name: `Safety ${frequency}`,
      courseIds: [t.safety.id],
      range: { preset: 'custom', from: '2026-03-01', to: '2026-03-31' },
      columns: ['learner', 'status'],
      schedule: { frequency, format, recipientIds: [t.users.creator.id, t.users.manager.id] },
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { _id: string };
}

const mailsOf = async (address: string | null, reportId: string) =>
  (await mailTo(app, address ?? '')).filter((m) => m.meta.reportId === reportId);

describe('runScheduledReports', () => {
  it('names the period a report is due in: its day, ISO week or month', () => {
    const at = new Date(2026, 0, 1, 12);
    expect(periodOf('daily', at)).toBe('2026-01-01');
    expect(periodOf('weekly', at)).toBe('2026-W01');
    expect(periodOf('monthly', at)).toBe('2026-01');
  });

  it('sends each scheduled run once when two server processes run the job at the same moment', async () => {
    const report = await scheduled('daily', 'xlsx');
    const now = new Date(2026, 3, 10, 8);
    const results = await Promise.all([
      runScheduledReports({ db: app.db, now }),
      runScheduledReports({ db: app.db, now }),
    ]);
    expect(results.map((r) => r.sent).sort()).toEqual([0, 1]);
    const creatorMails = await mailsOf(t.users.creator.email, report._id);
    expect(creatorMails).toHaveLength(1);
    expect(creatorMails[0]?.meta.attachments).toEqual([
      expect.objectContaining({ filename: 'Safety-daily-2026-03-01-2026-03-31.xlsx' }),
    ]);
    expect(await mailsOf(t.users.manager.email, report._id)).toHaveLength(1);

    await runScheduledReports({ db: app.db, now: new Date(2026, 3, 10, 20) });
    expect(await mailsOf(t.users.creator.email, report._id)).toHaveLength(1);
    await runScheduledReports({ db: app.db, now: new Date(2026, 3, 11, 8) });
    expect(await mailsOf(t.users.creator.email, report._id)).toHaveLength(2);
    const runs = await app.db.select().from(reportRuns).where(eq(reportRuns.reportId, report._id));
    expect(runs.map((r) => r.period).sort()).toEqual(['2026-04-10', '2026-04-11']);
    expect(runs.every((r) => r.rows === 3 && r.recipients === 2)).toBe(true);
  });

  it('sends weekly and monthly reports once in their week and month', async () => {
    const weekly = await scheduled('weekly');
    const monthly = await scheduled('monthly');
    for (const day of [13, 14, 19, 20])
      await runScheduledReports({ db: app.db, now: new Date(2026, 3, day, 9) });
    expect(await mailsOf(t.users.creator.email, weekly._id)).toHaveLength(2);
    expect(await mailsOf(t.users.creator.email, monthly._id)).toHaveLength(1);
  });
});
