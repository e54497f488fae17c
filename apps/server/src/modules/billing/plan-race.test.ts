import { PLAN_MESSAGES } from '@lp/shared/billing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeSignedInUser } from '../../test/factories';
import { multipartWithFile } from '../assets/test-helpers';
import { planUsage } from './plan.service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload: object) =>
  app.inject({ method: 'POST', url: `/api/v3/${url}`, headers, payload });

function importFile(headers: Headers, usernames: string[]) {
  const csv = ['username,first_name,last_name', ...usernames.map((u) => `${u},Imp,Orted`)].join('\n');
  const form = multipartWithFile({
    content: Buffer.from(csv),
    filename: 'people.csv',
    contentType: 'text/csv',
  });
  return app.inject({
    method: 'POST',
    url: '/api/v3/users/import?dryRun=false',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

// On PostgreSQL (TEST_DATABASE_URL) the requests below really run side by side; on PGlite they queue.
describe('max users under concurrent requests through every creating route', () => {
  it('fills the free seats exactly and refuses the rest with the plan message', async () => {
    const root = await makeSignedInUser(app, { license: 'SuperAdmin' });
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    const tag = admin.team.id.slice(0, 6);
    const taken = (await planUsage(app.db, admin.team.id)).users;
    const maxUsers = taken + 3;
    expect((await post(`teams/${admin.team.id}/plan/update`, root.headers, { maxUsers })).statusCode).toBe(
      200,
    );

    const singles = Array.from({ length: 4 }, (_, i) =>
      post('users/createnroll', admin.headers, {
        username: `solo${i}${tag}`,
        password: 'Str0ng@pass',
        first_name: 'Solo',
      }),
    );
    const bulk = importFile(admin.headers, [`bulk1${tag}`, `bulk2${tag}`, `bulk3${tag}`]);
    const answers = await Promise.all([...singles, bulk]);

    const refused = answers.filter((res) => res.statusCode === 403);
    expect(answers.every((res) => [200, 201, 403].includes(res.statusCode))).toBe(true);
    expect(refused.length).toBeGreaterThan(0);
    for (const res of refused) expect(res.json().message).toBe(PLAN_MESSAGES.maxUsers(maxUsers));
    expect((await planUsage(app.db, admin.team.id)).users).toBe(maxUsers);
  });
});

describe('max courses and content pieces under concurrent creations', () => {
  it('creates up to each limit and refuses the rest, however the requests interleave', async () => {
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    const capped = await post(`teams/${admin.team.id}/plan/update`, admin.headers, {
      maxCourses: 2,
      contentPieces: 2,
    });
    expect(capped.statusCode).toBe(200);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, (_, i) => post('courses/create', admin.headers, { name: `Race ${i}` })),
      ...Array.from({ length: 5 }, (_, i) =>
        post('articles/create', admin.headers, { name: `Note ${i}`, readerType: 'article' }),
      ),
    ]);
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.slice(0, 5).filter((code) => code === 201)).toHaveLength(2);
    expect(statuses.slice(5).filter((code) => code === 201)).toHaveLength(2);
    expect(statuses.filter((code) => code === 403)).toHaveLength(6);
    expect(await planUsage(app.db, admin.team.id)).toMatchObject({ courses: 2, contentPieces: 2 });
  });
});
