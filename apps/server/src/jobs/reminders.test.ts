import { addDays } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseReminders } from '../db/schema';
import {
  enrolmentTeam,
  inboxOf,
  launch,
  mailTo,
  makeMember,
  setCourseProgress,
} from '../modules/builder/enrolment.fixtures';
import { updateUser } from '../modules/users/service';
import { createTestApp } from '../test/app';
import { enrol, makeCourse } from '../test/content-factory';
import { runReminders } from './reminders';
import { claimReminder } from './reminders.repo';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const enrolledOn = new Date('2026-01-05T08:00:00Z');
const day = (n: number) => addDays(enrolledOn, n);
const reminderSettings = (reminderAfterDays: number, reminderMaxTimes: number) => ({
  notifications: { enrolment: false, reminderAfterDays, reminderMaxTimes },
});

/** A launched course with these reminder settings and one enrolled learner with an address. */
async function setUp(afterDays = 3, maxTimes = 2) {
  const t = await enrolmentTeam(app, { launched: true, settings: reminderSettings(afterDays, maxTimes) });
  await enrol(app, t.team.id, t.course.id, t.learner.user.id, enrolledOn);
  return t;
}

const remindersOf = async (app: FastifyInstance, userId: string) =>
  (await inboxOf(app, userId)).filter((n) => n.meta.kind === 'reminder');

const reminderMailsOf = async (app: FastifyInstance, address: string | null) =>
  (await mailTo(app, address ?? '')).filter((m) => m.meta.kind === 'reminder');

const claimsOf = (courseId: string, userId: string) =>
  app.db
    .select()
    .from(courseReminders)
    .where(and(eq(courseReminders.courseId, courseId), eq(courseReminders.userId, userId)));

describe('runReminders', () => {
  it('reminds after reminderAfterDays of inactivity, counting from the last reminder, at most maxTimes', async () => {
    const t = await setUp(3, 2);
    const learner = t.learner.user;

    await runReminders({ db: app.db, now: day(2) });
    expect(await remindersOf(app, learner.id)).toHaveLength(0);

    await runReminders({ db: app.db, now: day(3) });
    const first = await remindersOf(app, learner.id);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ title: 'Continue Course', link: `/courses/${t.course.id}` });
    const mails = await reminderMailsOf(app, learner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain('for 3 day(s)');

    await runReminders({ db: app.db, now: day(5) });
    expect(await remindersOf(app, learner.id)).toHaveLength(1);
    await runReminders({ db: app.db, now: day(6) });
    expect(await remindersOf(app, learner.id)).toHaveLength(2);
    await runReminders({ db: app.db, now: day(30) });
    expect(await remindersOf(app, learner.id)).toHaveLength(2);
    expect((await claimsOf(t.course.id, learner.id)).map((c) => c.sequence).sort()).toEqual([1, 2]);
  });

  it('counts inactivity from the latest progress on the course', async () => {
    const t = await setUp(3, 5);
    await setCourseProgress(app, {
      teamId: t.team.id,
      userId: t.learner.user.id,
      courseId: t.course.id,
      record: { viewedPercentage: 40, completion: false },
      at: day(2),
    });
    await runReminders({ db: app.db, now: day(4) });
    expect(await remindersOf(app, t.learner.user.id)).toHaveLength(0);
    await runReminders({ db: app.db, now: day(5) });
    expect(await remindersOf(app, t.learner.user.id)).toHaveLength(1);
  });

  it('leaves out finished and deactivated learners, unlaunched courses and courses with reminders off', async () => {
    const t = await setUp(1, 3);
    await setCourseProgress(app, {
      teamId: t.team.id,
      userId: t.learner.user.id,
      courseId: t.course.id,
      record: { viewedPercentage: 100, completion: true },
      at: enrolledOn,
    });
    const away = await makeMember(app, t.team.id);
    await enrol(app, t.team.id, t.course.id, away.id, enrolledOn);
    await updateUser(app.db, away.id, { active: false });

    const someone = await makeMember(app, t.team.id);
    const { course: draft } = await makeCourse(app, t.team.id, { settings: reminderSettings(1, 3) });
    const { course: off } = await makeCourse(app, t.team.id, { settings: reminderSettings(0, 3) });
    const { course: never } = await makeCourse(app, t.team.id, { settings: reminderSettings(1, 0) });
    const { course: ended } = await makeCourse(app, t.team.id, {
      settings: { ...reminderSettings(1, 3), timing: { start: null, end: day(2).toISOString() } },
    });
    for (const course of [off, never, ended]) await launch(app, course.id);
    for (const course of [draft, off, never, ended])
      await enrol(app, t.team.id, course.id, someone.id, enrolledOn);

    await runReminders({ db: app.db, now: day(10) });
    for (const user of [t.learner.user, away, someone]) {
      expect(await remindersOf(app, user.id), user.username).toHaveLength(0);
    }
  });

  it('sends each reminder once when two runs race (two server processes)', async () => {
    const t = await setUp(2, 1);
    const others = await Promise.all([1, 2, 3, 4].map(() => makeMember(app, t.team.id)));
    for (const user of others) await enrol(app, t.team.id, t.course.id, user.id, enrolledOn);
    const learners = [t.learner.user, ...others];

    const [a, b] = await Promise.all([
      runReminders({ db: app.db, now: day(2) }),
      runReminders({ db: app.db, now: day(2) }),
    ]);
    // Other tests' courses may be due too; every one of this course's reminders went out once.
    expect(a.sent + b.sent).toBeGreaterThanOrEqual(learners.length);
    for (const user of learners) {
      expect(await remindersOf(app, user.id)).toHaveLength(1);
      expect(await reminderMailsOf(app, user.email)).toHaveLength(1);
      expect(await claimsOf(t.course.id, user.id)).toHaveLength(1);
    }
  });

  it('lets exactly one of several simultaneous claims of the same reminder win', async () => {
    const t = await setUp(1, 1);
    const claim = {
      teamId: t.team.id,
      courseId: t.course.id,
      userId: t.learner.user.id,
      sequence: 1,
      at: day(1),
    };
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => claimReminder(app.db, claim)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});
