import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeSignedInUser, makeUser } from '../../test/factories';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('admin/outbox', () => {
  it("shows an admin their team's kept mail, not another team's, and nothing to learners", async () => {
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    const otherAdmin = await makeSignedInUser(app, { license: 'Admin' });
    await makeUser(app, admin.team.id, { email: 'ours@example.com' });
    await makeUser(app, otherAdmin.team.id, { email: 'theirs@example.com' });
    for (const email of ['ours@example.com', 'theirs@example.com']) {
      await app.inject({ method: 'POST', url: '/api/v3/auth/reset_password', payload: { email } });
    }
    const res = await app.inject({ url: '/api/v3/admin/outbox', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((m: { recipient: string }) => m.recipient)).toEqual(['ours@example.com']);
    expect(res.json()[0]).toMatchObject({ channel: 'email', subject: 'Reset your password', sentAt: null });

    const learner = await makeSignedInUser(app, { teamId: admin.team.id });
    expect((await app.inject({ url: '/api/v3/admin/outbox', headers: learner.headers })).statusCode).toBe(
      403,
    );
  });
});
