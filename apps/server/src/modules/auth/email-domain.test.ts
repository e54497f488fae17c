import { EMAIL_DOMAIN_MESSAGES } from '@lp/shared/teams';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeSignedInUser, makeTeam, makeUser } from '../../test/factories';
import { lastMessageTo } from '../../test/outbox';
import { findTeamById } from '../teams/service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const update = (teamId: string, headers: Headers, payload: object) =>
  app.inject({ method: 'POST', url: `/api/v3/teams/${teamId}/update`, headers, payload });
const checkUser = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/v3/users/email/check-user', payload });
const domainOf = (suffix: string) => `acme${suffix}.example.com`;

/** A team with token login and email-domain mode on at its own domain, and one of its people. */
async function domainTeam(suffix: string) {
  const team = await makeTeam(app, { tokenLogin: true });
  const admin = await makeSignedInUser(app, { license: 'Admin', teamId: team.id });
  const domain = domainOf(suffix);
  const res = await update(team.id, admin.headers, {
    emailDomain: domain,
    features: { emailDomainMode: true },
  });
  expect(res.statusCode).toBe(200);
  const person = await makeUser(app, team.id, { username: `priya${suffix}`, email: `priya.k@${domain}` });
  return { team, admin, domain, person };
}

describe('email-domain mode as a team setting', () => {
  it('saves the domain lowercase, shows it in the branding and refuses what is no domain', async () => {
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    const saved = await update(admin.team.id, admin.headers, { emailDomain: '  Mail.Acme.CO.in ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().emailDomain).toBe('mail.acme.co.in');
    expect(saved.json().features.emailDomainMode).toBe(false);
    for (const bad of [
      'localhost',
      'acme',
      'acme..com',
      '-acme.com',
      'acme.com.',
      'ac me.com',
      '1.2.3.4',
      'a@b.com',
    ]) {
      const res = await update(admin.team.id, admin.headers, { emailDomain: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(JSON.stringify(res.json()), bad).toContain(EMAIL_DOMAIN_MESSAGES.invalidDomain);
    }
    expect((await findTeamById(app.db, admin.team.id))?.emailDomain).toBe('mail.acme.co.in');
  });

  it('cannot be switched on without a domain, nor the domain removed while it is on', async () => {
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    const on = await update(admin.team.id, admin.headers, { features: { emailDomainMode: true } });
    expect(on.statusCode).toBe(400);
    expect(on.json()).toEqual({
      message: EMAIL_DOMAIN_MESSAGES.domainRequired,
      messageKey: 'emailDomain.domainRequired',
    });
    expect((await findTeamById(app.db, admin.team.id))?.features).toEqual({});

    const both = await update(admin.team.id, admin.headers, {
      emailDomain: 'acme.com',
      features: { emailDomainMode: true },
    });
    expect(both.statusCode).toBe(200);
    const cleared = await update(admin.team.id, admin.headers, { emailDomain: null });
    expect(cleared.statusCode).toBe(400);
    expect((await findTeamById(app.db, admin.team.id))?.emailDomain).toBe('acme.com');
  });

  it('is changed by a SuperAdmin and the team Admin only; another team gets 404', async () => {
    const team = await makeTeam(app);
    const root = await makeSignedInUser(app, { license: 'SuperAdmin' });
    expect((await update(team.id, root.headers, { emailDomain: 'root.example.com' })).statusCode).toBe(200);
    for (const role of [
      { license: 'Creator' as const },
      { license: 'Learner' as const },
      { license: 'Learner' as const, manager: true },
    ]) {
      const member = await makeSignedInUser(app, { ...role, teamId: team.id });
      const res = await update(team.id, member.headers, { emailDomain: 'mine.example.com' });
      expect(res.statusCode, JSON.stringify(role)).toBe(403);
    }
    const stranger = await makeSignedInUser(app, { license: 'Admin' });
    expect((await update(team.id, stranger.headers, { emailDomain: 'theirs.example.com' })).statusCode).toBe(
      404,
    );
    expect((await findTeamById(app.db, team.id))?.emailDomain).toBe('root.example.com');
  });
});

describe('the token generator in email-domain mode', () => {
  it('combines the username with the company domain and mails the link there', async () => {
    const { team, domain } = await domainTeam('a');
    const res = await checkUser({ username: 'Priya.K', team: team.name });
    expect(res.json()).toEqual({ exists: true });
    expect((await lastMessageTo(app, `priya.k@${domain}`))?.body).toContain('?token=');

    // The full address at the company's own domain is the same person.
    expect((await checkUser({ username: `priya.k@${domain}`, team: team.name })).json()).toEqual({
      exists: true,
    });
    // The username of the account is not what the mode looks up: the address is.
    expect((await checkUser({ username: 'priyaa', team: team.name })).json()).toEqual({ exists: false });
  });

  it('refuses a full address at another domain with a clear message and mails nothing', async () => {
    const { team, domain } = await domainTeam('b');
    const res = await checkUser({ username: 'priya.k@gmail.com', team: team.name });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: EMAIL_DOMAIN_MESSAGES.otherDomain(domain),
      messageKey: 'emailDomain.otherDomain',
      params: { domain },
    });
    expect(await lastMessageTo(app, 'priya.k@gmail.com')).toBeUndefined();
    const empty = await checkUser({ username: `@${domain}`, team: team.name });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(EMAIL_DOMAIN_MESSAGES.usernameRequired);
  });

  it('sends no link outside the company domain when the page names no team', async () => {
    const { team, domain, person } = await domainTeam('c');
    const outsider = await makeUser(app, team.id, { email: 'private@gmail.com' });
    expect((await checkUser({ username: outsider.username })).json()).toEqual({ exists: false });
    expect(await lastMessageTo(app, 'private@gmail.com')).toBeUndefined();
    expect((await checkUser({ username: person.username })).json()).toEqual({ exists: true });
    expect((await lastMessageTo(app, `priya.k@${domain}`))?.body).toContain('?token=');
  });

  it('looks people up by username as before while the mode is off', async () => {
    const team = await makeTeam(app, { tokenLogin: true });
    const admin = await makeSignedInUser(app, { license: 'Admin', teamId: team.id });
    await update(team.id, admin.headers, { emailDomain: 'off.example.com' });
    const person = await makeUser(app, team.id, { email: 'someone@elsewhere.example.org' });
    const res = await checkUser({ username: person.username, team: team.name });
    expect(res.json()).toEqual({ exists: true });
    expect(await lastMessageTo(app, 'someone@elsewhere.example.org')).toBeDefined();
  });
});
