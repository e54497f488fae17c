import { addDays } from 'date-fns';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { noticeOutbox, notifications, outbox } from '../db/schema';
import { builderKit } from '../modules/builder/test-kit';
import { createTestApp } from '../test/app';
import { enrol } from '../test/content-factory';
import { mailSettingsOf } from '.';
import { enqueueNotices } from './notice-outbox';
import { runOutboxOnce } from './notice-outbox.job';
import { claimNotices } from './notice-outbox.repo';

let app: FastifyInstance;
let kit: ReturnType<typeof builderKit>;
beforeAll(async () => {
  app = await createTestApp();
  kit = builderKit(app);
});
afterAll(() => app.close());

const inboxOf = (userIds: string[]) =>
  app.db.select().from(notifications).where(inArray(notifications.userId, userIds));
const mailTo = (addresses: string[]) =>
  app.db.select().from(outbox).where(inArray(outbox.recipient, addresses));
const rowsOf = (userIds: string[]) =>
  app.db.select().from(noticeOutbox).where(inArray(noticeOutbox.userId, userIds));

/** A launched course's audience of `size` learners with addresses, notified through the outbox. */
async function launchedAudience(size: number) {
  const { team, creator } = await kit.crew();
  const made = await kit.ownedCourse(team.id, creator.user.id, { name: 'Ladder safety' });
  const learners = [];
  for (let i = 0; i < size; i += 1) {
    const { user } = await kit.member(team.id, 'Learner', { email: `ladder-${i}-${team.id}@example.com` });
    await enrol(app, team.id, made.course.id, user.id);
    learners.push(user);
  }
  const res = await kit.post(`courses/${made.course.id}/launch`, creator.headers, { resetProgress: false });
  expect(res.json().notified).toBe(size);
  return {
    course: made.course,
    ids: learners.map((l) => l.id),
    addresses: learners.map((l) => l.email ?? ''),
  };
}

describe('the notice outbox', () => {
  it("holds a launch's notices until the job runs, then every learner of the audience gets one", async () => {
    const audience = await launchedAudience(3);
    expect(await rowsOf(audience.ids)).toHaveLength(3);
    expect(await inboxOf(audience.ids)).toEqual([]);
    expect(await mailTo(audience.addresses)).toEqual([]);

    const result = await runOutboxOnce({ db: app.db, mail: mailSettingsOf(app) });
    expect(result).toEqual({ delivered: 3, failed: 0 });
    const inbox = await inboxOf(audience.ids);
    expect(inbox.map((n) => n.userId).sort()).toEqual([...audience.ids].sort());
    expect(inbox.every((n) => n.title === 'New course: Ladder safety')).toBe(true);
    expect((await mailTo(audience.addresses)).map((m) => m.recipient).sort()).toEqual(
      [...audience.addresses].sort(),
    );
    const rows = await rowsOf(audience.ids);
    expect(rows.every((r) => r.claimedAt && r.deliveredAt && r.error === null)).toBe(true);

    expect(await runOutboxOnce({ db: app.db })).toEqual({ delivered: 0, failed: 0 });
    expect(await inboxOf(audience.ids)).toHaveLength(3);
  });

  it('never delivers a notice twice when workers race (two server processes)', async () => {
    const audience = await launchedAudience(12);
    // Small batches make the workers claim over and over while the others are claiming.
    const workers = ['process-a', 'process-b', 'process-c'].map((worker) =>
      runOutboxOnce({ db: app.db, mail: mailSettingsOf(app), worker, batchSize: 2 }),
    );
    const results = await Promise.all(workers);
    expect(results.reduce((sum, r) => sum + r.delivered, 0)).toBe(12);
    expect(results.every((r) => r.failed === 0)).toBe(true);

    const inbox = await inboxOf(audience.ids);
    expect(inbox).toHaveLength(12);
    expect(new Set(inbox.map((n) => n.userId)).size).toBe(12);
    const mail = await mailTo(audience.addresses);
    expect(mail).toHaveLength(12);
    expect(new Set(mail.map((m) => m.recipient)).size).toBe(12);
    for (const row of await rowsOf(audience.ids)) {
      expect(['process-a', 'process-b', 'process-c']).toContain(row.claimedBy);
      expect(row.deliveredAt).not.toBeNull();
    }
  });

  it('gives simultaneous claims disjoint sets of notices', async () => {
    const { team } = await kit.crew();
    const { user } = await kit.member(team.id, 'Learner');
    const notice = {
      teamId: team.id,
      userId: user.id,
      title: 'Hello',
      description: 'A notice',
      link: '/',
      mailText: 'A notice\n\n',
      meta: { kind: 'test' },
    };
    await enqueueNotices(
      app.db,
      Array.from({ length: 20 }, () => notice),
    );
    const claims = await Promise.all(
      ['a', 'b', 'c', 'd', 'e'].map((worker) => claimNotices(app.db, worker, 6)),
    );
    const ids = claims.flat().map((row) => row.id);
    expect(ids).toHaveLength(20);
    expect(new Set(ids).size).toBe(20);
    expect(await claimNotices(app.db, 'late', 6)).toEqual([]);
  });

  it('forgets delivered notices after a week', async () => {
    const audience = await launchedAudience(1);
    await runOutboxOnce({ db: app.db });
    expect(await rowsOf(audience.ids)).toHaveLength(1);
    await runOutboxOnce({ db: app.db, now: addDays(new Date(), 6) });
    expect(await rowsOf(audience.ids)).toHaveLength(1);
    await runOutboxOnce({ db: app.db, now: addDays(new Date(), 8) });
    expect(await rowsOf(audience.ids)).toEqual([]);
    expect(await inboxOf(audience.ids)).toHaveLength(1);
  });
});

describe('the notice job in a running server', () => {
  it('delivers an enrolment notice right after the request, long before its interval', async () => {
    const server = await createTestApp({ noticeIntervalSeconds: 3600 });
    try {
      await server.ready();
      const crew = builderKit(server);
      const { team, creator } = await crew.crew();
      const made = await crew.ownedCourse(team.id, creator.user.id, { name: 'Fire drill' });
      await crew.post(`courses/${made.course.id}/launch`, creator.headers, { resetProgress: false });
      const { user } = await crew.member(team.id, 'Learner');
      const added = await crew.post(`courses/${made.course.id}/learners/${user.id}/add`, creator.headers);
      expect(added.json()).toMatchObject({ added: 1 });
      await vi.waitFor(
        async () => {
          const inbox = await server.db.select().from(notifications).where(eq(notifications.userId, user.id));
          expect(inbox).toMatchObject([{ title: 'You are enrolled in Fire drill' }]);
        },
        { timeout: 5000, interval: 50 },
      );
    } finally {
      await server.close();
    }
  });
});
