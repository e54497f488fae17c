import { randomUUID } from 'node:crypto';
import { USER_ADMIN_MESSAGES } from '@lp/shared/users/admin';
import { VALIDATION_MESSAGES } from '@lp/shared/validation';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeCourse } from '../../test/content-factory';
import { makeSignedInUser, makeUser } from '../../test/factories';
import { multipartWithFile } from '../assets/test-helpers';
import { addRule } from '../content/enrolment/rules.service';
import { appendToLedger } from '../gamification/ledger.service';
import { findTeamById } from '../teams/service';
import { countTeamUsers } from './admin.repo';
import { ancestors } from './hierarchy.service';
import { findUserByUsername, updateUser } from './service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const HEADER =
  'username,first_name,last_name,email,phone,license,manager_username,company,zone,branch,department,date_of_joining,courses';

const upload = (
  headers: Record<string, string>,
  content: Buffer,
  options: { dryRun: boolean; filename?: string },
) => {
  const form = multipartWithFile({
    content,
    filename: options.filename ?? 'people.csv',
    contentType: 'text/csv',
  });
  return app.inject({
    method: 'POST',
    url: `/api/v3/users/import?dryRun=${options.dryRun}`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
};

describe('users/import', () => {
  it('dry run reports each bad row with its message and writes nothing; the real run imports the rest', async () => {
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    const tag = admin.team.id.slice(0, 6);
    await makeCourse(app, admin.team.id, { name: 'Induction' });
    const ruled = await makeCourse(app, admin.team.id, { name: 'Sales North' });
    const team = await findTeamById(app.db, admin.team.id);
    if (!team) throw new Error('no team');
    await addRule(
      app.db,
      { user: admin.user, team },
      {
        courseId: ruled.course.id,
        rule: { field: 'zone', operator: 'equals', value: 'North' },
      },
    );
    const existing = await makeUser(app, admin.team.id, { username: `old${tag}` });
    const lines = [
      HEADER,
      `boss${tag},Bea,Boss,bea@example.com,,Learner,,Acme,North,HQ,Sales,2024-01-02,Induction`,
    ];
    for (let i = 0; i < 16; i++) {
      lines.push(
        `emp${i}${tag},Emp,${i},e${i}@example.com,,,boss${tag},Acme,${i % 2 ? 'North' : 'South'},,,,`,
      );
    }
    lines.push(`old${tag},Olga,Updated,,,,,,,,,,Induction`);
    lines.push('Bad Name,X,Y,,,,,,,,,,'); // invalid username
    lines.push(`mail${tag},X,Y,not-an-email,12345,Wizard,ghost${tag},,,,,,Nope`);
    const csv = Buffer.from(lines.join('\n'));
    const before = await countTeamUsers(app.db, admin.team.id);

    const dry = await upload(admin.headers, csv, { dryRun: true });
    expect(dry.statusCode).toBe(200);
    const report = dry.json();
    expect(report).toMatchObject({ dryRun: true, rows: 20, created: 17, updated: 1, skipped: 2 });
    expect(report.errors[0]).toEqual({
      row: 20,
      username: 'Bad Name',
      errors: [VALIDATION_MESSAGES.usernameUnavailable],
    });
    expect(report.errors[1].errors).toEqual([
      VALIDATION_MESSAGES.emailMalformed,
      VALIDATION_MESSAGES.phoneInvalid,
      USER_ADMIN_MESSAGES.licenseUnknown,
      USER_ADMIN_MESSAGES.managerUnknown,
      `${USER_ADMIN_MESSAGES.courseUnknown}: "Nope".`,
    ]);
    expect(await countTeamUsers(app.db, admin.team.id)).toEqual(before);
    expect(await findUserByUsername(app.db, `boss${tag}`)).toBeUndefined();

    const real = await upload(admin.headers, csv, { dryRun: false });
    expect(real.statusCode).toBe(200);
    expect(real.json()).toMatchObject({ dryRun: false, created: 17, updated: 1, skipped: 2 });
    expect((await countTeamUsers(app.db, admin.team.id)).total).toBe(before.total + 17);
    const boss = await findUserByUsername(app.db, `boss${tag}`);
    expect(boss).toMatchObject({
      isManager: true,
      details: expect.objectContaining({ company: 'Acme', zone: 'North' }),
    });
    const emp = await findUserByUsername(app.db, `emp1${tag}`);
    expect((await ancestors(app.db, admin.team.id, emp?.id ?? '')).map((m) => m._id)).toEqual([boss?.id]);
    expect((await findUserByUsername(app.db, existing.username))?.lastName).toBe('Updated');

    const coursesOf = async (id: string | undefined) =>
      (await app.inject({ url: `/api/v3/users/${id}/show/courses`, headers: admin.headers }))
        .json()
        .courses.map((c: { name: string }) => c.name);
    // The file enrols boss in Induction; the zone rule enrols North people in Sales North.
    expect((await coursesOf(boss?.id)).sort()).toEqual(['Induction', 'Sales North']);
    expect(await coursesOf(emp?.id)).toEqual(['Sales North']);
    expect(await coursesOf((await findUserByUsername(app.db, `emp0${tag}`))?.id)).toEqual([]);
    expect(await coursesOf(existing.id)).toEqual(['Induction']);
  });

  it("moves an updated learner to their new department's leaderboard", async () => {
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    const learner = await makeSignedInUser(app, { teamId: admin.team.id });
    await updateUser(app.db, learner.user.id, { details: { department: 'Sales' } });
    const team = { id: admin.team.id, stageThresholds: null };
    const entry = { teamId: team.id, userId: learner.user.id, source: 'admin' as const, sourceId: null };
    await app.db.transaction((tx) =>
      appendToLedger(tx, team, [{ ...entry, eventUuid: randomUUID(), points: 40, coins: 0 }]),
    );
    const board = async (department: string) =>
      (
        await app.inject({
          url: `/api/v3/leaderboards/appleaderboard?segmentField=department&segmentValue=${department}`,
          headers: learner.headers,
        })
      ).json();
    expect(await board('Sales')).toMatchObject({ total: 1, me: { rank: 1, points: 40 } });

    const csv = Buffer.from([HEADER, `${learner.user.username},,,,,,,,,,Ops,,`].join('\n'));
    expect((await upload(admin.headers, csv, { dryRun: false })).json()).toMatchObject({ updated: 1 });
    expect(await board('Sales')).toMatchObject({ total: 0, me: null, top: [] });
    expect(await board('Ops')).toMatchObject({ total: 1, me: { rank: 1, points: 40 } });
  });

  it('reads XLSX files too', async () => {
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('People');
    sheet.addRow(['Username', 'First Name', 'Last Name', 'Email', 'Department']);
    sheet.addRow([`xl${admin.team.id.slice(0, 6)}`, 'Xena', 'Lee', 'xena@example.com', 'Ops']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await upload(admin.headers, bytes, { dryRun: false, filename: 'people.xlsx' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: 1, skipped: 0 });
    const user = await findUserByUsername(app.db, `xl${admin.team.id.slice(0, 6)}`);
    expect(user).toMatchObject({ firstName: 'Xena', teamId: admin.team.id, details: { department: 'Ops' } });
  });

  it('refuses files it cannot read, usernames of other teams and non-admins', async () => {
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    const other = await makeSignedInUser(app, { license: 'Admin' });
    const noUsername = await upload(admin.headers, Buffer.from('name,email\nA,a@example.com'), {
      dryRun: true,
    });
    expect(noUsername.statusCode).toBe(400);
    expect(noUsername.json().message).toBe(USER_ADMIN_MESSAGES.missingUsernameColumn);
    const brokenXlsx = await upload(admin.headers, Buffer.from('PK\u0003\u0004garbage'), {
      dryRun: true,
      filename: 'a.xlsx',
    });
    expect(brokenXlsx.statusCode).toBe(400);
    const empty = await upload(admin.headers, Buffer.from(`${HEADER}\n`), { dryRun: true });
    expect(empty.json().message).toBe(USER_ADMIN_MESSAGES.fileEmpty);

    // Someone of another team keeps their username: the row is an error, not a takeover.
    const csv = Buffer.from(`username,first_name\n${other.user.username},Taken`);
    const res = await upload(admin.headers, csv, { dryRun: false });
    expect(res.json()).toMatchObject({ created: 0, updated: 0, skipped: 1 });
    expect((await findUserByUsername(app.db, other.user.username))?.firstName).toBe('Test');

    const learner = await makeSignedInUser(app, { teamId: admin.team.id });
    expect((await upload(learner.headers, csv, { dryRun: true })).statusCode).toBe(403);
    const creator = await makeSignedInUser(app, { teamId: admin.team.id, license: 'Creator' });
    expect((await upload(creator.headers, csv, { dryRun: true })).statusCode).toBe(403);
    const superOnly = await upload(
      admin.headers,
      Buffer.from(`username,license\nsup${admin.team.id.slice(0, 6)},SuperAdmin`),
      {
        dryRun: true,
      },
    );
    expect(superOnly.json().errors[0].errors).toEqual([USER_ADMIN_MESSAGES.superAdminOnly]);
  });
});
