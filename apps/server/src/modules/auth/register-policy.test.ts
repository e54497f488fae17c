import { AUTH_MESSAGES } from '@lp/shared/auth';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeTeam, makeUser, signInAs } from '../../test/factories';
import { findTeamById } from '../teams/service';
import { findUserById } from '../users/service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

let counter = 0;
const applicant = (overrides: Record<string, string> = {}) => ({
  username: `joiner${Date.now().toString(36)}${++counter}`,
  password: 'Good@pass1',
  email: `joiner${counter}@example.com`,
  first_name: 'Jo',
  last_name: 'Iner',
  ...overrides,
});
const postRegister = (payload: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/v3/auth/register',
    remoteAddress: `10.80.0.${++counter}`,
    payload,
  });

/** A team whose admin set its sign-up policy through the team settings route. */
async function teamWithPolicy(body: { policy: string; domains?: string[] }) {
  const team = await makeTeam(app);
  const admin = await makeUser(app, team.id, { license: 'Admin' });
  const headers = { 'access-token': await signInAs(app, admin.username) };
  const res = await app.inject({
    method: 'POST',
    url: `/api/v3/teams/${team.id}/signup/update`,
    headers,
    payload: { domains: [], ...body },
  });
  expect(res.statusCode).toBe(200);
  return { name: team.name, inviteCode: res.json().inviteCode as string, headers };
}

/** The newest mail to this address in the team's outbox, as its admin reads it. */
async function lastMailTo(adminHeaders: Record<string, string>, recipient: string): Promise<string> {
  const res = await app.inject({ url: '/api/v3/admin/outbox', headers: adminHeaders });
  const mails = res.json() as { recipient: string; body: string }[];
  return mails.find((mail) => mail.recipient === recipient)?.body ?? '';
}
const tokenIn = (text: string) => /token=([A-Za-z0-9._-]+)/.exec(text)?.[1] ?? '';

describe('auth/register and the team sign-up policy', () => {
  it('asks a new team for its invite code, and takes it however it is typed', async () => {
    const { name, inviteCode } = await teamWithPolicy({ policy: 'inviteCode' });
    expect(inviteCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    const missing = await postRegister(applicant({ team: name }));
    expect(missing.statusCode).toBe(403);
    expect(missing.json().message).toBe(AUTH_MESSAGES.inviteCodeRequired);
    const wrong = await postRegister(applicant({ team: name, invite_code: 'AAAA-BBBB-CCCC' }));
    expect(wrong.json().message).toBe(AUTH_MESSAGES.inviteCodeWrong);

    const typed = inviteCode.toLowerCase().replaceAll('-', ' ');
    const joined = await postRegister(applicant({ team: name, invite_code: typed }));
    expect(joined.statusCode).toBe(201);
    expect(joined.headers['access-token']).toMatch(/^ey/);
  });

  it('refuses everyone when the team is closed, and answers an open team at once', async () => {
    const closed = await teamWithPolicy({ policy: 'closed' });
    const refused = await postRegister(applicant({ team: closed.name, invite_code: closed.inviteCode }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(AUTH_MESSAGES.registrationClosed);

    const open = await teamWithPolicy({ policy: 'open' });
    expect((await postRegister(applicant({ team: open.name }))).statusCode).toBe(201);
  });

  it('takes only addresses at the team domains, and opens the account when the mailed link is followed', async () => {
    const { name, headers } = await teamWithPolicy({ policy: 'emailDomain', domains: ['Acme.example'] });
    const outsider = await postRegister(applicant({ team: name, email: 'eve@evil.example' }));
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().message).toBe(AUTH_MESSAGES.signupEmailDomain);
    const lookalike = await postRegister(applicant({ team: name, email: 'eve@notacme.example' }));
    expect(lookalike.statusCode).toBe(403);

    const fields = applicant({ team: name, email: 'Ravi@ACME.example' });
    const pending = await postRegister(fields);
    expect(pending.statusCode).toBe(202);
    expect(pending.json()).toEqual({ _id: expect.any(String), message: AUTH_MESSAGES.confirmEmailSent });
    expect(pending.headers['access-token']).toBeUndefined();
    expect((await findUserById(app.db, pending.json()._id))?.active).toBe(false);

    // Signing in before confirming sends a fresh link; the first one stops working.
    const firstLink = tokenIn(await lastMailTo(headers, 'Ravi@ACME.example'));
    expect(firstLink).not.toBe('');
    const early = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/sign_in',
      payload: { username: fields.username, password: fields.password },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(AUTH_MESSAGES.confirmEmailFirst);
    const link = tokenIn(await lastMailTo(headers, 'Ravi@ACME.example'));
    expect(link).not.toBe(firstLink);
    const confirm = (token: string) =>
      app.inject({ method: 'POST', url: '/api/v3/auth/register/confirm', payload: { token } });
    expect((await confirm(firstLink)).json().message).toBe(AUTH_MESSAGES.confirmLinkInvalid);

    const confirmed = await confirm(link);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.headers['access-token']).toMatch(/^ey/);
    expect(confirmed.json()).toMatchObject({ username: fields.username, active: true, team: name });
    expect((await confirm(link)).statusCode).toBe(400);
    expect((await confirm('short')).statusCode).toBe(400);
  });

  it('keeps an account closed when its admin deactivates it before the link is followed', async () => {
    const { name, headers } = await teamWithPolicy({ policy: 'emailDomain', domains: ['acme.example'] });
    const pending = await postRegister(applicant({ team: name, email: 'late@acme.example' }));
    expect(pending.statusCode).toBe(202);
    const link = tokenIn(await lastMailTo(headers, 'late@acme.example'));
    const deactivated = await app.inject({
      method: 'POST',
      url: `/api/v3/users/${pending.json()._id}/deactivate`,
      headers,
    });
    expect(deactivated.statusCode).toBe(200);
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/register/confirm',
      payload: { token: link },
    });
    expect(confirm.statusCode).toBe(400);
    expect((await findUserById(app.db, pending.json()._id))?.active).toBe(false);
  });

  it('gives a solo creator a new team that asks for an invite code', async () => {
    const solo = await postRegister(applicant({ username: `solo${Date.now().toString(36)}` }));
    expect(solo.statusCode).toBe(201);
    const user = await findUserById(app.db, solo.json()._id);
    const team = user ? await findTeamById(app.db, user.teamId) : undefined;
    expect(team?.signupPolicy).toBe('inviteCode');
    expect((await app.inject(`/api/v3/teams/fetch/${team?.name}`)).json().signupPolicy).toBe('inviteCode');
  });
});
