import { HELPDESK_MESSAGES } from '@lp/shared/helpdesk';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { mailSettingsOf } from '../../jobs';
import { runOutboxOnce } from '../../jobs/notice-outbox.job';
import { createTestApp } from '../../test/app';
import { makeTeam, makeUser } from '../../test/factories';
import { lastMessageTo } from '../../test/outbox';
import { issueChallenge } from '../auth/challenge';
import { challengeDeps } from '../auth/deps';
import { startSession } from '../auth/sessions';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload: object) =>
  app.inject({ method: 'POST', url: `/api/v3/${url}`, headers, payload });
const get = (url: string, headers: Headers) => app.inject({ url: `/api/v3/${url}`, headers });

/** Asks for a helpdesk challenge and solves it, as the form's ALTCHA widget does. */
async function solved(purpose = 'helpdesk'): Promise<string> {
  const challenge = (await app.inject(`/api/v3/auth/challenge?purpose=${purpose}`)).json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const form = {
  category: 'content',
  problem: 'The safety video stops at 2:10',
  details: 'It freezes on every device I tried.',
  priority: 'high',
};

/** A session without the sign-in route, whose per-address limit these many users would reach. */
async function headersOf(user: { id: string; teamId: string }) {
  const { token } = await startSession(app.db, app.config.jwtSecret, {
    userId: user.id,
    teamId: user.teamId,
  });
  return { 'access-token': token };
}

async function helpdeskTeam(features: Record<string, boolean> = {}) {
  const team = await makeTeam(app, features);
  const member = async (license: 'Learner' | 'Admin' | 'Creator' | 'SuperAdmin', email?: string) => {
    const user = await makeUser(app, team.id, { license, ...(email ? { email } : {}) });
    return { user, headers: await headersOf(user) };
  };
  const learner = await member('Learner', `learner-${team.name}@example.com`);
  return {
    team,
    learner,
    other: await member('Learner'),
    admin: await member('Admin'),
    creator: await member('Creator'),
  };
}

async function raise(headers: Headers, body: object = form) {
  return post('tickets/create', headers, { ...body, altcha: await solved() });
}

describe('tickets/create', () => {
  it('raises an open ticket when the challenge is solved, and accepts that solution once', async () => {
    const t = await helpdeskTeam();
    const altcha = await solved();
    const res = await post('tickets/create', t.learner.headers, { ...form, altcha });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      ...form,
      status: 'open',
      assignee: null,
      replies: [],
      user: { _id: t.learner.user.id, username: t.learner.user.username, name: 'Test User' },
    });
    const again = await post('tickets/create', t.learner.headers, { ...form, altcha });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(HELPDESK_MESSAGES.captchaFailed);
    // SPEC §7 spells the path ticket/create.
    expect(
      (await post('ticket/create', t.learner.headers, { ...form, altcha: await solved() })).statusCode,
    ).toBe(201);
  });

  it('refuses a missing, wrong, tampered, expired or sign-in challenge', async () => {
    const t = await helpdeskTeam();
    const missing = await post('tickets/create', t.learner.headers, form);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message: HELPDESK_MESSAGES.captchaRequired,
      messageKey: 'helpdesk.captchaRequired',
      errors: [{ path: 'altcha', message: HELPDESK_MESSAGES.captchaRequired }],
    });

    const challenge = (await app.inject('/api/v3/auth/challenge?purpose=helpdesk')).json();
    const wrong = Buffer.from(
      JSON.stringify({ challenge, solution: { counter: 0, derivedKey: '00'.repeat(32) } }),
    ).toString('base64');
    const tampered = JSON.parse(Buffer.from(await solved(), 'base64').toString());
    tampered.challenge.parameters.expiresAt += 3600;
    const tamperedPayload = Buffer.from(JSON.stringify(tampered)).toString('base64');
    // Issued 11 minutes ago: its 10 minutes are over.
    const old = await issueChallenge(challengeDeps(app), 'helpdesk', new Date(Date.now() - 11 * 60_000));
    const oldSolution = await solveChallenge({ challenge: old as Challenge, deriveKey });
    const expired = Buffer.from(JSON.stringify({ challenge: old, solution: oldSolution })).toString('base64');
    for (const altcha of [wrong, tamperedPayload, expired, await solved('sign_in'), 'not a payload']) {
      const res = await post('tickets/create', t.learner.headers, { ...form, altcha });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(HELPDESK_MESSAGES.captchaFailed);
    }
    expect((await get(`tickets/user/${t.learner.user.id}`, t.learner.headers)).json()).toEqual([]);
  });

  it('requires every field, with clear messages', async () => {
    const t = await helpdeskTeam();
    const res = await post('tickets/create', t.learner.headers, { altcha: await solved() });
    expect(res.statusCode).toBe(400);
    const messages = res.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        HELPDESK_MESSAGES.categoryRequired,
        HELPDESK_MESSAGES.problemRequired,
        HELPDESK_MESSAGES.detailsRequired,
        HELPDESK_MESSAGES.priorityRequired,
      ]),
    );
    const blank = await raise(t.learner.headers, { ...form, problem: '   ' });
    expect(blank.json().message).toContain(HELPDESK_MESSAGES.problemRequired);
    expect((await raise(t.learner.headers, { ...form, priority: 'whenever' })).statusCode).toBe(400);
    expect((await post('tickets/create', {}, form)).statusCode).toBe(440);
  });

  it('is off on the server when the team turns the helpdesk off', async () => {
    const t = await helpdeskTeam({ helpdesk: false });
    const res = await raise(t.learner.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: HELPDESK_MESSAGES.helpdeskOff,
      messageKey: 'helpdesk.helpdeskOff',
    });
    expect((await get('tickets/list', t.admin.headers)).statusCode).toBe(404);
  });
});

describe('tickets/user/{id}', () => {
  it('shows learners their own tickets; admins anyone of the team; others are refused', async () => {
    const t = await helpdeskTeam();
    await raise(t.learner.headers);
    await raise(t.other.headers, { ...form, problem: 'Other problem' });
    const mine = await get(`tickets/user/${t.learner.user.id}`, t.learner.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((x: { problem: string }) => x.problem)).toEqual([form.problem]);
    expect((await get(`tickets/user/${t.learner.user.id}`, t.admin.headers)).json()).toHaveLength(1);
    expect((await get(`tickets/user/${t.learner.user.id}`, t.other.headers)).statusCode).toBe(403);
    expect((await get(`tickets/user/${t.learner.user.id}`, t.creator.headers)).statusCode).toBe(403);
    const stranger = await helpdeskTeam();
    expect((await get(`tickets/user/${t.learner.user.id}`, stranger.admin.headers)).statusCode).toBe(404);
    expect((await get('tickets/user/not-an-id', t.learner.headers)).json().message).toBe('Invalid id');
  });
});

describe('tickets/list and tickets/{id}/update', () => {
  it('lets an admin filter, page, assign, reply and resolve; the learner is told in-app and by mail', async () => {
    const t = await helpdeskTeam();
    const ticket = (await raise(t.learner.headers)).json();
    await raise(t.other.headers, { ...form, category: 'account', priority: 'low' });
    await raise(t.other.headers, { ...form, category: 'account', priority: 'urgent' });

    const all = (await get('tickets/list?pageSize=2', t.admin.headers)).json();
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(all.tickets).toHaveLength(2);
    expect((await get('tickets/list?page=2&pageSize=2', t.admin.headers)).json().tickets).toHaveLength(1);
    const accounts = (await get('tickets/list?category=account', t.admin.headers)).json();
    expect(accounts.total).toBe(2);
    expect((await get('tickets/list?category=account&priority=urgent', t.admin.headers)).json().total).toBe(
      1,
    );

    const assignees = (await get('tickets/assignees', t.admin.headers)).json();
    expect(assignees.map((a: { _id: string }) => a._id)).toEqual([t.admin.user.id]);
    const replied = await post(`tickets/${ticket._id}/update`, t.admin.headers, {
      status: 'in_progress',
      assignee: t.admin.user.id,
      reply: 'We are looking into it.',
    });
    expect(replied.statusCode).toBe(200);
    expect(replied.json()).toMatchObject({
      status: 'in_progress',
      assignee: { _id: t.admin.user.id },
      replies: [{ message: 'We are looking into it.', staff: true, author: { _id: t.admin.user.id } }],
    });
    await post(`tickets/${ticket._id}/update`, t.admin.headers, {
      status: 'resolved',
      reply: 'Fixed: reload it.',
    });
    expect((await get('tickets/list?status=resolved', t.admin.headers)).json().total).toBe(1);

    await runOutboxOnce({ db: app.db, mail: mailSettingsOf(app) });
    const inbox = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, t.learner.user.id));
    expect(inbox.map((n) => n.title).sort()).toEqual(
      [
        `New reply to your ticket "${form.problem}"`,
        `New reply to your ticket "${form.problem}"`,
        'Your ticket is in progress',
        'Your ticket is resolved',
      ].sort(),
    );
    expect(inbox.every((n) => n.link === '/app/helpdesk')).toBe(true);
    const mail = await lastMessageTo(app, t.learner.user.email ?? '');
    expect(mail?.body).toContain('/app/helpdesk');

    const seen = (await get(`tickets/user/${t.learner.user.id}`, t.learner.headers)).json()[0];
    expect(seen.status).toBe('resolved');
    expect(seen.replies.map((r: { message: string }) => r.message)).toEqual([
      'We are looking into it.',
      'Fixed: reload it.',
    ]);
  });

  it('follows the status line: a closed ticket is final; the learner may write back until then', async () => {
    const t = await helpdeskTeam();
    const ticket = (await raise(t.learner.headers)).json();
    await post(`tickets/${ticket._id}/update`, t.admin.headers, { status: 'resolved' });
    const back = await post(`tickets/${ticket._id}/reply`, t.learner.headers, { message: 'Still broken.' });
    expect(back.json()).toMatchObject({
      status: 'open',
      replies: [{ message: 'Still broken.', staff: false }],
    });
    expect(
      (await post(`tickets/${ticket._id}/reply`, t.other.headers, { message: 'me too' })).statusCode,
    ).toBe(404);
    await post(`tickets/${ticket._id}/update`, t.admin.headers, { status: 'closed' });
    const reopen = await post(`tickets/${ticket._id}/update`, t.admin.headers, { status: 'open' });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json()).toEqual({
      message: HELPDESK_MESSAGES.ticketClosed,
      messageKey: 'helpdesk.ticketClosed',
    });
    expect(
      (await post(`tickets/${ticket._id}/reply`, t.learner.headers, { message: 'Hello?' })).statusCode,
    ).toBe(409);
  });

  it('refuses bad input, learners, creators and other teams', async () => {
    const t = await helpdeskTeam();
    const ticket = (await raise(t.learner.headers)).json();
    const update = (headers: Headers, body: object) => post(`tickets/${ticket._id}/update`, headers, body);
    expect((await update(t.admin.headers, {})).json().message).toContain(HELPDESK_MESSAGES.nothingToUpdate);
    expect((await update(t.admin.headers, { status: 'done' })).statusCode).toBe(400);
    const badAssignee = await update(t.admin.headers, { assignee: t.learner.user.id });
    expect(badAssignee.statusCode).toBe(400);
    expect(badAssignee.json()).toEqual({
      message: HELPDESK_MESSAGES.assigneeInvalid,
      messageKey: 'helpdesk.assigneeInvalid',
      errors: [{ path: 'assignee', message: HELPDESK_MESSAGES.assigneeInvalid }],
    });
    expect((await update(t.learner.headers, { status: 'closed' })).statusCode).toBe(403);
    expect((await update(t.creator.headers, { status: 'closed' })).statusCode).toBe(403);
    expect((await get('tickets/list', t.learner.headers)).statusCode).toBe(403);
    expect((await get('tickets/list?status=done', t.admin.headers)).statusCode).toBe(400);
    const stranger = await helpdeskTeam();
    expect((await update(stranger.admin.headers, { status: 'closed' })).statusCode).toBe(404);
    expect((await get('tickets/list', stranger.admin.headers)).json().total).toBe(0);
    const superAdmin = await makeUser(app, t.team.id, { license: 'SuperAdmin' });
    const asSuper = await headersOf(superAdmin);
    expect((await update(asSuper, { priority: 'urgent' })).json().priority).toBe('urgent');
  });
});
