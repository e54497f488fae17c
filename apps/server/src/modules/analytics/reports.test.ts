import { SAVED_REPORT_MESSAGES } from '@lp/shared/analytics/saved-reports';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsTeam, type Headers, headersOf } from '../../test/analytics-team';
import { createTestApp } from '../../test/app';
import { makeUser } from '../../test/factories';
import { mailTo } from '../../test/rows';
import { updateUser } from '../users/service';

let app: FastifyInstance;
let t: Awaited<ReturnType<typeof analyticsTeam>>;
let other: Awaited<ReturnType<typeof analyticsTeam>>;
beforeAll(async () => {
  app = await createTestApp();
  t = await analyticsTeam(app);
  other = await analyticsTeam(app);
});
afterAll(() => app.close());

const base = '/api/v3/analytics/reports/saved';
const definition = (overrides: Record<string, unknown> = {}) => ({
  name: 'Safety status',
  courseIds: [t.safety.id],
  range: { preset: 'custom', from: '2026-03-01', to: '2026-03-31' },
  columns: ['learner', 'department', 'course', 'status', 'score'],
  ...overrides,
});
const create = (headers: Headers, payload: object) =>
  app.inject({ method: 'POST', url: `${base}/create`, headers, payload });

async function saved(headers: Headers = t.headers.admin, overrides: Record<string, unknown> = {}) {
  const res = await create(headers, definition(overrides));
  expect(res.statusCode).toBe(201);
  return res.json() as { _id: string; version: number };
}

describe('saving reports', () => {
  it('saves, lists, reads, changes (a new version) and deletes a report', async () => {
    const report = await saved();
    expect(report.version).toBe(1);
    const list = (await app.inject({ url: `${base}/getList/all`, headers: t.headers.admin })).json();
    expect(list.map((r: { _id: string }) => r._id)).toContain(report._id);
    const put = await app.inject({
      method: 'PUT',
      url: `${base}/${report._id}`,
      headers: t.headers.admin,
      payload: definition({
        name: 'Safety weekly',
        schedule: { frequency: 'weekly', format: 'xlsx', recipientIds: [t.users.manager.id] },
      }),
    });
    expect(put.statusCode).toBe(200);
    const version = (
      await app.inject({ url: `${base}/getVersion/${report._id}`, headers: t.headers.admin })
    ).json();
    expect(version).toMatchObject({
      name: 'Safety weekly',
      version: 2,
      schedule: { frequency: 'weekly', format: 'xlsx' },
    });
    const scheduled = (
      await app.inject({ url: `${base}/getList/scheduled`, headers: t.headers.admin })
    ).json();
    expect(scheduled.map((r: { _id: string }) => r._id)).toContain(report._id);
    const del = await app.inject({
      method: 'DELETE',
      url: `${base}/${report._id}`,
      headers: t.headers.admin,
    });
    expect(del.statusCode).toBe(204);
    expect(
      (await app.inject({ url: `${base}/getVersion/${report._id}`, headers: t.headers.admin })).statusCode,
    ).toBe(404);
  });

  it('answers 400 with the reason for bad input', async () => {
    const noName = await create(t.headers.admin, definition({ name: ' ' }));
    expect(noName.statusCode).toBe(400);
    expect(noName.body).toContain(SAVED_REPORT_MESSAGES.name);
    const noColumns = await create(t.headers.admin, definition({ columns: [] }));
    expect(noColumns.body).toContain(SAVED_REPORT_MESSAGES.columns);
    const custom = await create(t.headers.admin, definition({ range: { preset: 'custom' } }));
    expect(custom.body).toContain(SAVED_REPORT_MESSAGES.customRange);
    const unsent = await create(
      t.headers.admin,
      definition({ schedule: { frequency: 'daily', format: 'csv', recipientIds: [] } }),
    );
    expect(unsent.statusCode).toBe(400);
    expect(unsent.body).toContain(SAVED_REPORT_MESSAGES.recipients);
    expect((await create(t.headers.admin, definition({ columns: ['password'] }))).statusCode).toBe(400);
    expect(
      (await app.inject({ url: `${base}/getList/everything`, headers: t.headers.admin })).statusCode,
    ).toBe(400);
    expect(
      (await app.inject({ url: `${base}/getVersion/not-an-id`, headers: t.headers.admin })).statusCode,
    ).toBe(400);
  });

  it("answers 404 for another team's report, course or recipient", async () => {
    const report = await saved();
    for (const url of [
      `getVersion/${report._id}`,
      `getManagerReports/${report._id}/table`,
      `${report._id}/download`,
    ])
      expect((await app.inject({ url: `${base}/${url}`, headers: other.headers.admin })).statusCode).toBe(
        404,
      );
    const put = await app.inject({
      method: 'PUT',
      url: `${base}/${report._id}`,
      headers: other.headers.admin,
      payload: definition(),
    });
    expect(put.statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url: `${base}/${report._id}`, headers: other.headers.admin }))
        .statusCode,
    ).toBe(404);
    expect((await create(other.headers.admin, definition())).statusCode).toBe(404);
    const foreignRecipient = definition({
      courseIds: [],
      schedule: { frequency: 'daily', format: 'csv', recipientIds: [t.users.admin.id] },
    });
    expect((await create(other.headers.admin, foreignRecipient)).statusCode).toBe(404);
  });

  it("lets creators save reports on their own content only, and nobody but admins change another's", async () => {
    expect((await create(t.headers.creator, definition())).statusCode).toBe(403);
    const own = await saved(t.headers.creator, { courseIds: [t.own.id] });
    const adminReport = await saved();
    const creatorList = (await app.inject({ url: `${base}/getList/all`, headers: t.headers.creator })).json();
    expect(creatorList.map((r: { _id: string }) => r._id)).toEqual([own._id]);
    expect(
      (await app.inject({ url: `${base}/getVersion/${adminReport._id}`, headers: t.headers.creator }))
        .statusCode,
    ).toBe(403);
    const edit = await app.inject({
      method: 'PUT',
      url: `${base}/${own._id}`,
      headers: t.headers.admin,
      payload: definition({ courseIds: [t.own.id] }),
    });
    expect(edit.statusCode).toBe(200);
    expect((await create(t.headers.learner, definition())).statusCode).toBe(403);
    expect((await create(t.headers.manager, definition())).statusCode).toBe(403);
    expect((await app.inject({ url: `${base}/getList/all`, headers: t.headers.learner })).statusCode).toBe(
      403,
    );
  });
});

describe('report rows and downloads', () => {
  it("gives an admin every learner's row, and a manager only their reports' rows", async () => {
    const report = await saved();
    const admin = (
      await app.inject({ url: `${base}/getManagerReports/${report._id}/table`, headers: t.headers.admin })
    ).json();
    expect(admin.total).toBe(3);
    expect(admin.byStatus).toEqual({ notStarted: 1, inProgress: 1, completed: 1 });
    expect(admin.rows).toContainEqual({
      learner: `Test ${t.users.sales.username}`,
      department: 'Sales',
      course: 'Safety',
      status: 'completed',
      score: 80,
    });
    const manager = (
      await app.inject({ url: `${base}/getManagerReports/${report._id}/summary`, headers: t.headers.manager })
    ).json();
    expect(manager).toMatchObject({
      total: 2,
      rows: [],
      byStatus: { notStarted: 0, inProgress: 1, completed: 1 },
    });
    const page = (
      await app.inject({
        url: `${base}/getManagerReports/${report._id}/table?page=2&pageSize=2`,
        headers: t.headers.admin,
      })
    ).json();
    expect(page.rows).toHaveLength(1);
    expect(
      (
        await app.inject({
          url: `${base}/getManagerReports/${report._id}/table?pageSize=0`,
          headers: t.headers.admin,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await app.inject({ url: `${base}/getManagerReports/${report._id}/table`, headers: t.headers.learner }))
        .statusCode,
    ).toBe(403);
  });

  it('filters by segment and status', async () => {
    const report = await saved(t.headers.admin, {
      filters: [{ field: 'department', values: ['sales', 'ops'] }],
      statuses: ['inProgress'],
    });
    const body = (
      await app.inject({ url: `${base}/getManagerReports/${report._id}/table`, headers: t.headers.admin })
    ).json();
    expect(body.rows).toEqual([expect.objectContaining({ department: 'Ops', status: 'inProgress' })]);
  });

  it('downloads CSV (formula cells neutralised) and XLSX with the same rows; managers cannot download', async () => {
    const report = await saved();
    const csv = await app.inject({
      url: `${base}/${report._id}/download?format=csv`,
      headers: t.headers.admin,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('Learner,Department,Course,Status,Score');
    expect(lines).toHaveLength(4);
    expect(lines).toContain(`Test ${t.users.sales.username},Sales,Safety,completed,80`);

    const xlsx = await app.inject({
      url: `${base}/${report._id}/download?format=xlsx`,
      headers: t.headers.admin,
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(4);
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Learner',
      'Department',
      'Course',
      'Status',
      'Score',
    ]);

    const managerDownload = await app.inject({
      url: `${base}/${report._id}/download`,
      headers: t.headers.manager,
    });
    expect(managerDownload.statusCode).toBe(403);
    // A manager who also holds a builder license reads the report but downloads nothing either.
    const builderManager = await makeUser(app, t.team.id, { license: 'Admin', manager: true });
    const builderManagerHeaders = await headersOf(app, builderManager);
    const read = await app.inject({
      url: `${base}/getManagerReports/${report._id}/summary`,
      headers: builderManagerHeaders,
    });
    expect(read.statusCode).toBe(200);
    const builderManagerDownload = await app.inject({
      url: `${base}/${report._id}/download`,
      headers: builderManagerHeaders,
    });
    expect(builderManagerDownload.statusCode).toBe(403);
    expect(
      (await app.inject({ url: `${base}/${report._id}/download?format=pdf`, headers: t.headers.admin }))
        .statusCode,
    ).toBe(400);
  });

  it('neutralises a learner detail that a spreadsheet would run as a formula', async () => {
    const report = await saved(t.headers.admin, { columns: ['learner', 'company'], courseIds: [t.own.id] });
    await updateUser(app.db, t.users.sales.id, { details: { company: '=HYPERLINK("x")' } });
    const csv = await app.inject({ url: `${base}/${report._id}/download`, headers: t.headers.admin });
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
    await updateUser(app.db, t.users.sales.id, { details: { department: 'Sales', company: 'Acme' } });
  });

  it('sends a report to its recipients now, with the file attached', async () => {
    const report = await saved(t.headers.admin, {
      schedule: { frequency: 'none', format: 'csv', recipientIds: [t.users.creator.id] },
    });
    const run = await app.inject({
      method: 'POST',
      url: `${base}/${report._id}/run`,
      headers: t.headers.admin,
    });
    expect(run.statusCode).toBe(200);
    expect(run.json()).toMatchObject({ rows: 3, recipients: 1 });
    const mails = await mailTo(app, t.users.creator.email ?? '');
    expect(mails.at(-1)?.meta.attachments).toEqual([
      expect.objectContaining({
        filename: 'Safety-status-2026-03-01-2026-03-31.csv',
        contentType: 'text/csv; charset=utf-8',
      }),
    ]);
    expect(
      (await app.inject({ method: 'POST', url: `${base}/${report._id}/run`, headers: t.headers.manager }))
        .statusCode,
    ).toBe(403);
    const version = (
      await app.inject({ url: `${base}/getVersion/${report._id}`, headers: t.headers.admin })
    ).json();
    expect(version.runs).toEqual([expect.objectContaining({ kind: 'manual', rows: 3, recipients: 1 })]);
  });
});
