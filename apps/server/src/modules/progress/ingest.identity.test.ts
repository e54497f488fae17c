import { randomUUID } from 'node:crypto';
import { addDays } from 'date-fns';
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

const submit = (headers: Record<string, string>, trackers: unknown[]) =>
  app.inject({ method: 'POST', url: '/api/v3/activity/submit_queue', headers, payload: { trackers } });

const sessionsOf = async (me: Awaited<ReturnType<typeof makeSignedInUser>>) =>
  (await app.inject({ url: `/api/v3/activity/${me.user.id}/sessions`, headers: me.headers })).json();

const day = (date: Date) => date.toISOString().slice(0, 10);

describe('tracker event ids', () => {
  it("are the learner's own: two learners sending the same uuid both get their event applied", async () => {
    const me = await makeSignedInUser(app);
    const { decks } = await makeCourse(app, me.team.id);
    const other = await makeSignedInUser(app);
    const theirs = await makeCourse(app, other.team.id);
    const uuid = randomUUID();
    const completed = (deckId: string) => ({
      uuid,
      name: 'DECK_COMPLETED',
      payload: { deckId, timeSpent: 12 },
      time: new Date().toISOString(),
    });
    const mine = (await submit(me.headers, [completed(decks[0]?.id ?? '')])).json();
    const yours = (await submit(other.headers, [completed(theirs.decks[0]?.id ?? '')])).json();
    expect(mine).toMatchObject({ accepted: 1, duplicates: 0, rejected: [] });
    expect(yours).toMatchObject({ accepted: 1, duplicates: 0, rejected: [] });
    expect(yours.states.decks[theirs.decks[0]?.id ?? '']).toMatchObject({ completion: true, timeSpent: 12 });

    // The same learner sending it again (in any letter case) changes nothing.
    const again = (
      await submit(me.headers, [{ ...completed(decks[0]?.id ?? ''), uuid: uuid.toUpperCase() }])
    ).json();
    expect(again).toMatchObject({ accepted: 0, duplicates: 1 });
    const log = await app.inject({ url: `/api/v3/activity/${me.user.id}/log`, headers: me.headers });
    expect(log.json().filter((e: { uuid: string }) => e.uuid === uuid)).toHaveLength(1);
  });
});

describe('the session day', () => {
  it("is clamped to the server's day plus one when the client names a later day", async () => {
    const me = await makeSignedInUser(app);
    const tomorrow = day(addDays(new Date(), 1));
    await submit(me.headers, [
      {
        uuid: randomUUID(),
        name: 'SESSION_STARTED',
        payload: { day: '2999-12-31' },
        time: new Date().toISOString(),
      },
    ]);
    expect(await sessionsOf(me)).toMatchObject({ sessions: 1, lastSessionDate: tomorrow });
  });

  it('keeps a day up to tomorrow as the client sent it, and clamps a future event time too', async () => {
    const me = await makeSignedInUser(app);
    const today = day(new Date());
    await submit(me.headers, [
      {
        uuid: randomUUID(),
        name: 'SESSION_STARTED',
        payload: { day: today },
        time: new Date().toISOString(),
      },
    ]);
    expect(await sessionsOf(me)).toMatchObject({ sessions: 1, lastSessionDate: today });

    const other = await makeSignedInUser(app);
    await submit(other.headers, [
      { uuid: randomUUID(), name: 'SESSION_STARTED', payload: {}, time: '2999-06-01T10:00:00.000Z' },
    ]);
    expect(await sessionsOf(other)).toMatchObject({
      sessions: 1,
      lastSessionDate: day(addDays(new Date(), 1)),
    });
  });
});
