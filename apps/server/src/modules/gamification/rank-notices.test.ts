import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications, outbox, users } from '../../db/schema';
import { mailSettingsOf } from '../../jobs';
import { runOutboxOnce } from '../../jobs/notice-outbox.job';
import { createTestApp } from '../../test/app';
import { enrol, makeCourse } from '../../test/content-factory';
import { builderKit } from '../builder/test-kit';

let app: FastifyInstance;
let kit: ReturnType<typeof builderKit>;
beforeAll(async () => {
  app = await createTestApp();
  kit = builderKit(app);
});
afterAll(() => app.close());

type Member = Awaited<ReturnType<typeof kit.member>>;

/** A learner of a new team who reads and is written to in `lang`, with an address for mail. */
async function learnerIn(lang: 'en' | 'de') {
  const { team } = await kit.crew();
  const learner = await kit.member(team.id, 'Learner', { email: `${lang}-${randomUUID()}@example.com` });
  await app.db.update(users).set({ lang }).where(eq(users.id, learner.user.id));
  return { team, learner };
}

/** The learner passes a one-question quiz worth `points` through the tracker, as the app sends it. */
async function pushPassedQuiz(server: FastifyInstance, teamId: string, learner: Member, points: number) {
  const quiz = { questions: [{ id: 'q1', type: 'truefalse', prompt: 'Ready?', answer: true }] };
  const { course, decks } = await makeCourse(server, teamId, {
    topics: [[{ category: 'assessment', content: quiz, settings: { maxPoints: points } }]],
  });
  await enrol(server, teamId, course.id, learner.user.id);
  const pushed = await builderKit(server).post('activity/submit_queue', learner.headers, {
    trackers: [
      {
        uuid: randomUUID(),
        name: 'DECK_COMPLETED',
        payload: { deckId: decks[0]?.id, responses: { q1: true } },
        time: new Date().toISOString(),
      },
    ],
  });
  expect(pushed.json()).toMatchObject({ accepted: 1, rejected: [] });
}

/** Passes the quiz, then runs the notice job (the test app runs no jobs of its own). */
async function passQuiz(teamId: string, learner: Member, points: number) {
  await pushPassedQuiz(app, teamId, learner, points);
  await runOutboxOnce({ db: app.db, mail: mailSettingsOf(app) });
}

const inbox = async (learner: Member) =>
  (await kit.get(`users/${learner.user.id}/notifications/fetch/all`, learner.headers))
    .json()
    .notifications.map((n: { title: string; description: string }) => [n.title, n.description]);

const mailsTo = (address: string | null) =>
  app.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, address ?? ''));

describe('level and stage notices in the learner language', () => {
  it("names a German learner's new level and stage in German, in the inbox and in the mail", async () => {
    const { team, learner } = await learnerIn('de');
    await passQuiz(team.id, learner, 250);

    expect(await inbox(learner)).toEqual(
      expect.arrayContaining([
        ['Neue Stufe: Geselle', 'Sie haben Stufe 3 mit 250 Punkten erreicht.'],
        ['Neuer Rang: Anfänger', 'Sie sind jetzt Anfänger.'],
      ]),
    );
    const mails = await mailsTo(learner.user.email);
    const link = new URL('/app/rewards', app.config.publicUrl).toString();
    expect(mails.map((mail) => [mail.subject, mail.body]).sort()).toEqual([
      ['Neue Stufe: Geselle', `Hallo Test,\n\nSie haben Stufe 3 mit 250 Punkten erreicht.\n\n${link}\n`],
      ['Neuer Rang: Anfänger', `Hallo Test,\n\nSie sind jetzt Anfänger.\n\n${link}\n`],
    ]);

    // The stored row keeps the English beside the key, with SPEC's English name as the value.
    const stored = await app.db.select().from(notifications).where(eq(notifications.userId, learner.user.id));
    expect(stored.map((row) => row.title).sort()).toEqual(['Level up: Journeyman', 'New stage: Rookie']);
  });

  it('translates the level name of a stored notice when it is read, after a change of language', async () => {
    const { team, learner } = await learnerIn('en');
    await passQuiz(team.id, learner, 120);
    expect(await inbox(learner)).toEqual([['Level up: Apprentice', 'You reached level 2 with 120 points.']]);
    const [mail] = await mailsTo(learner.user.email);
    expect(mail?.subject).toBe('Level up: Apprentice');

    const switched = await kit.post(`users/${learner.user.id}/update/self`, learner.headers, { lang: 'de' });
    expect(switched.statusCode).toBe(200);
    expect(await inbox(learner)).toEqual([
      ['Neue Stufe: Lehrling', 'Sie haben Stufe 2 mit 120 Punkten erreicht.'],
    ]);
  });

  it('delivers them right after the push that reached them, long before the notice interval', async () => {
    const server = await createTestApp({ noticeIntervalSeconds: 3600 });
    try {
      await server.ready();
      const { team } = await builderKit(server).crew();
      const learner = await builderKit(server).member(team.id, 'Learner');
      await pushPassedQuiz(server, team.id, learner, 100);
      await vi.waitFor(
        async () => {
          const inbox = await server.db
            .select()
            .from(notifications)
            .where(eq(notifications.userId, learner.user.id));
          expect(inbox).toMatchObject([{ title: 'Level up: Apprentice' }]);
        },
        { timeout: 5000, interval: 50 },
      );
    } finally {
      await server.close();
    }
  });
});
