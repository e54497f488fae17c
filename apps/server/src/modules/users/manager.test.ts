import { USER_ADMIN_MESSAGES } from '@lp/shared/users/admin';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { enrol, makeCourse } from '../../test/content-factory';
import { makeSignedInUser, makeUser, signInAs } from '../../test/factories';
import { lastMessageTo } from '../../test/outbox';
import { deliverNotices } from '../builder/enrolment.fixtures';
import { setManager } from './hierarchy.service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function hierarchyTeam() {
  const admin = await makeSignedInUser(app, { license: 'Admin' });
  const teamId = admin.team.id;
  const manager = await makeSignedInUser(app, { teamId, manager: true });
  const lead = await makeUser(app, teamId, { email: `lead${teamId.slice(0, 6)}@example.com` });
  const deep = await makeUser(app, teamId);
  const outsider = await makeUser(app, teamId);
  await app.db.transaction(async (tx) => {
    await setManager(tx, teamId, lead.id, manager.user.id);
    await setManager(tx, teamId, deep.id, lead.id);
  });
  return { admin, manager, lead, deep, outsider, teamId };
}

describe('manager/reports', () => {
  it("lists the manager's reports with course statuses, overdue and inactive learners", async () => {
    const { manager, lead, deep, outsider, teamId } = await hierarchyTeam();
    const past = new Date(Date.now() - 86_400_000).toISOString();
    const late = await makeCourse(app, teamId, {
      name: 'Compliance',
      settings: { timing: { start: null, end: past } },
    });
    const open = await makeCourse(app, teamId, { name: 'Open course' });
    await enrol(app, teamId, late.course.id, deep.id);
    await enrol(app, teamId, open.course.id, lead.id);

    const res = await app.inject({ url: '/api/v3/manager/reports', headers: manager.headers });
    expect(res.statusCode).toBe(200);
    const { reports, inactiveAfterDays } = res.json();
    expect(inactiveAfterDays).toBe(14);
    expect(reports.map((r: { _id: string }) => r._id)).toEqual([lead.id, deep.id]);
    expect(reports.some((r: { _id: string }) => r._id === outsider.id)).toBe(false);
    expect(reports[1]).toMatchObject({
      depth: 2,
      overdue: 1,
      inactive: true,
      points: 0,
      level: 1,
      courses: [expect.objectContaining({ name: 'Compliance', status: 'notStarted', overdue: true })],
    });
    expect(reports[0].courses[0]).toMatchObject({ name: 'Open course', overdue: false });
  });

  it('is for managers only', async () => {
    const { admin, teamId } = await hierarchyTeam();
    const learner = await makeSignedInUser(app, { teamId });
    expect((await app.inject({ url: '/api/v3/manager/reports', headers: learner.headers })).statusCode).toBe(
      403,
    );
    expect((await app.inject({ url: '/api/v3/manager/reports', headers: admin.headers })).statusCode).toBe(
      403,
    );
  });
});

describe('users/{id}/nudge', () => {
  it('sends the report an in-app notification and an e-mail', async () => {
    const { manager, lead } = await hierarchyTeam();
    const res = await app.inject({
      method: 'POST',
      url: `/api/v3/users/${lead.id}/nudge`,
      headers: manager.headers,
      payload: { message: 'Please finish this week.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().emailed).toBe(true);
    await deliverNotices(app);
    const mail = await lastMessageTo(app, lead.email ?? '');
    expect(mail?.subject).toBe('Test User sent you a reminder');
    expect(mail?.body).toContain('Please finish this week.');
    const token = await signInAs(app, lead.username);
    const inbox = await app.inject({
      url: `/api/v3/users/${lead.id}/notifications/fetch/unread`,
      headers: { 'access-token': token },
    });
    expect(JSON.stringify(inbox.json())).toContain('sent you a reminder');
  });

  it('refuses bad input, people who do not report to you, other teams and non-managers', async () => {
    const { manager, lead, outsider, admin } = await hierarchyTeam();
    const nudge = (headers: Record<string, string>, id: string, payload: object = {}) =>
      app.inject({ method: 'POST', url: `/api/v3/users/${id}/nudge`, headers, payload });
    const long = await nudge(manager.headers, lead.id, { message: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('500 characters');
    expect((await nudge(manager.headers, 'nope')).statusCode).toBe(400);
    const notMine = await nudge(manager.headers, outsider.id);
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().message).toBe(USER_ADMIN_MESSAGES.notAManager);
    expect((await nudge(admin.headers, lead.id)).statusCode).toBe(403);
    const otherManager = await makeSignedInUser(app, { manager: true });
    expect((await nudge(otherManager.headers, lead.id)).statusCode).toBe(404);
  });
});
