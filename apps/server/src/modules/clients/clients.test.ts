import { CLIENT_DASHBOARD_MESSAGES } from '@lp/shared/clients';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { progress, wallets } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { makeArticle } from '../../test/content-factory';
import { makeTeam, makeUser } from '../../test/factories';
import { startSession } from '../auth/sessions';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function headersOf(user: { id: string; teamId: string }) {
  const { token } = await startSession(app.db, app.config.jwtSecret, {
    userId: user.id,
    teamId: user.teamId,
  });
  return { 'access-token': token };
}
const dashboard = (headers: Record<string, string>) =>
  app.inject({ url: '/api/v3/clients/dashboard', headers });

describe('clients/dashboard', () => {
  it("shows the team's own figures while its admin has the dashboard on", async () => {
    const team = await makeTeam(app, { clientDashboard: true });
    const ada = await makeUser(app, team.id, { username: `ada${team.name}` });
    const bo = await makeUser(app, team.id);
    await makeUser(app, team.id);
    const article = await makeArticle(app, team.id, { name: 'Fire safety' });
    const done = { completion: true, viewedPercentage: 100 };
    await app.db.insert(progress).values([
      { userId: ada.id, teamId: team.id, scope: 'article', itemId: article.id, record: done },
      { userId: bo.id, teamId: team.id, scope: 'article', itemId: article.id, record: done },
    ]);
    await app.db.insert(wallets).values([
      { userId: ada.id, teamId: team.id, points: 120 },
      { userId: bo.id, teamId: team.id, points: 40 },
    ]);
    // Another team's figures never show.
    const other = await makeTeam(app, { clientDashboard: true });
    const stranger = await makeUser(app, other.id);
    await app.db.insert(wallets).values({ userId: stranger.id, teamId: other.id, points: 9999 });

    const res = await dashboard(await headersOf(bo));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      team: { name: team.name, title: 'Test team' },
      learners: 3,
      activeLearners: 2,
      courseCompletions: 0,
      itemCompletions: 2,
      topContent: [{ _id: article.id, name: 'Fire safety', completions: 2 }],
      pointsLeaders: [
        { _id: ada.id, points: 120 },
        { _id: bo.id, points: 40 },
      ],
    });
  });

  it('does not exist while the flag is off (the default), and needs a session', async () => {
    const team = await makeTeam(app);
    const admin = await makeUser(app, team.id, { license: 'Admin' });
    const res = await dashboard(await headersOf(admin));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: CLIENT_DASHBOARD_MESSAGES.off, messageKey: 'clientDashboard.off' });
    expect((await dashboard({})).statusCode).toBe(440);
  });
});
