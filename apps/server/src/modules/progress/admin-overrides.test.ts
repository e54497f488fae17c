import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeCourse } from '../../test/content-factory';
import { makeSignedInUser } from '../../test/factories';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function setup() {
  const learner = await makeSignedInUser(app);
  const admin = await makeSignedInUser(app, { license: 'Admin', teamId: learner.team.id });
  const made = await makeCourse(app, learner.team.id, { topics: [[{ name: 'Only' }]] });
  return { learner, admin, ...made, deck: made.decks[0] as (typeof made.decks)[number] };
}
const progressOf = async (s: Awaited<ReturnType<typeof setup>>) =>
  (
    await app.inject({
      url: `/api/v3/courses/${s.course.id}/learners/${s.learner.user.id}/show`,
      headers: s.admin.headers,
    })
  ).json();

describe('admin progress overrides', () => {
  it("sets a learner's deck result and the course follows, then takes it back", async () => {
    const s = await setup();
    const put = (currentState: Record<string, unknown>) =>
      app.inject({
        method: 'PUT',
        url: `/api/v3/analytics/${s.learner.user.id}/${s.course.id}/${s.deck.id}/learner`,
        headers: s.admin.headers,
        payload: { currentState },
      });
    const done = await put({ completion: true, score: 80 });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ completion: true, score: 80, viewedPercentage: 100 });
    expect((await progressOf(s)).course).toMatchObject({ completion: true, viewedPercentage: 100 });

    await put({ completion: false });
    expect((await progressOf(s)).course).toMatchObject({ completion: false, viewedPercentage: 0 });

    const log = await app.inject({
      url: `/api/v3/activity/${s.learner.user.id}/log`,
      headers: s.admin.headers,
    });
    expect(log.json().filter((e: { name: string }) => e.name === 'ADMIN_OVERRIDE')).toHaveLength(2);
  });

  it('marks a course complete or resets it', async () => {
    const s = await setup();
    const put = (completion: boolean) =>
      app.inject({
        method: 'PUT',
        url: `/api/v3/courses/${s.course.id}/users/${s.learner.user.id}/completion`,
        headers: s.admin.headers,
        payload: { completion },
      });
    expect((await put(true)).json().course).toMatchObject({ completion: true });
    expect((await put(false)).json()).toEqual({ course: null });
    expect((await progressOf(s)).course).toBeNull();
  });

  it('is for admins of the learner team only', async () => {
    const s = await setup();
    const outsider = await makeSignedInUser(app, { license: 'Admin' });
    const url = `/api/v3/courses/${s.course.id}/users/${s.learner.user.id}/completion`;
    expect(
      (await app.inject({ method: 'PUT', url, headers: s.learner.headers, payload: { completion: true } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'PUT', url, headers: outsider.headers, payload: { completion: true } }))
        .statusCode,
    ).toBe(404);
  });
});
