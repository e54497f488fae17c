import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, outbox, progress, users } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { enrol } from '../../test/content-factory';
import { deliverNotices } from './enrolment.fixtures';
import { builderKit } from './test-kit';

let app: FastifyInstance;
let kit: ReturnType<typeof builderKit>;
beforeAll(async () => {
  app = await createTestApp();
  kit = builderKit(app);
});
afterAll(() => app.close());

/** A learner with deck, topic and course progress in the course. */
async function learnerWithProgress(
  teamId: string,
  made: Awaited<ReturnType<typeof kit.ownedCourse>>,
  options: { firstName?: string; email?: string; record?: Record<string, unknown> } = {},
) {
  const { user } = await kit.member(teamId, 'Learner', {
    email: options.email ?? `${Math.random()}@example.com`,
  });
  if (options.firstName)
    await app.db.update(users).set({ firstName: options.firstName }).where(eq(users.id, user.id));
  const courseId = made.course.id;
  const record = {
    viewedPercentage: 50,
    completion: false,
    completionDate: null,
    score: 70,
    points: 35,
    timeSpent: 120,
    ...options.record,
  };
  await app.db.insert(progress).values([
    { userId: user.id, teamId, scope: 'course', itemId: courseId, record },
    { userId: user.id, teamId, scope: 'topic', itemId: made.topics[0]?.id ?? '', courseId, record },
    { userId: user.id, teamId, scope: 'deck', itemId: made.decks[0]?.id ?? '', courseId, record },
  ]);
  await enrol(app, teamId, courseId, user.id);
  return user;
}

const progressOf = (userId: string) => app.db.select().from(progress).where(eq(progress.userId, userId));

describe('courses/{id}/launch', () => {
  it('keeps learner progress when resetProgress is false', async () => {
    const { team, creator } = await kit.crew();
    const made = await kit.ownedCourse(team.id, creator.user.id);
    const learner = await learnerWithProgress(team.id, made);
    const res = await kit.post(`courses/${made.course.id}/launch`, creator.headers, { resetProgress: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      archivedVersion: null,
      course: { launched: true, published: true, version: 1 },
    });
    expect(res.json().course.launchedAt).not.toBeNull();
    expect(await progressOf(learner.id)).toHaveLength(3);
    const versions = await kit.get(`courses/${made.course.id}/versions`, creator.headers);
    expect(versions.json()).toEqual([]);
  });

  it('archives the previous version on a relaunch that keeps progress, and the progress stays', async () => {
    const { team, creator } = await kit.crew();
    const made = await kit.ownedCourse(team.id, creator.user.id);
    const learner = await learnerWithProgress(team.id, made, {
      record: { completion: true, viewedPercentage: 100 },
    });
    await kit.post(`courses/${made.course.id}/launch`, creator.headers, { resetProgress: false });
    await kit.post(`courses/${made.course.id}/unlaunch`, creator.headers, {});
    const res = await kit.post(`courses/${made.course.id}/launch`, creator.headers, { resetProgress: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ archivedVersion: 1, course: { version: 2, launched: true } });
    expect(await progressOf(learner.id)).toHaveLength(3);
    const versions = await kit.get(`courses/${made.course.id}/versions`, creator.headers);
    expect(versions.json()).toEqual([{ version: 1, archivedAt: expect.any(String), learnerCount: 1 }]);
  });

  it('archives the learner data as an old version, clears progress and bumps the version on reset', async () => {
    const { team, creator } = await kit.crew();
    const made = await kit.ownedCourse(team.id, creator.user.id);
    const learner = await learnerWithProgress(team.id, made, {
      record: { completion: true, viewedPercentage: 100 },
    });
    const res = await kit.post(`courses/${made.course.id}/launch`, creator.headers, { resetProgress: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ archivedVersion: 1, course: { version: 2, launched: true } });
    expect(await progressOf(learner.id)).toEqual([]);
    const versions = await kit.get(`courses/${made.course.id}/versions`, creator.headers);
    expect(versions.statusCode).toBe(200);
    expect(versions.json()).toEqual([{ version: 1, archivedAt: expect.any(String), learnerCount: 1 }]);
  });

  it('answers 400 for an empty course or a missing flag, 403 and 404 for others', async () => {
    const { team, creator, otherCreator, manager, learner } = await kit.crew();
    const other = await kit.crew();
    const { course: empty } = await kit.ownedCourse(team.id, creator.user.id, { topics: [[]] });
    const res = await kit.post(`courses/${empty.id}/launch`, creator.headers, { resetProgress: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Add at least one deck before launching.');
    const { course } = await kit.ownedCourse(team.id, creator.user.id);
    expect((await kit.post(`courses/${course.id}/launch`, creator.headers, {})).statusCode).toBe(400);
    const body = { resetProgress: false };
    expect((await kit.post(`courses/${course.id}/launch`, otherCreator.headers, body)).statusCode).toBe(403);
    expect((await kit.post(`courses/${course.id}/launch`, manager.headers, body)).statusCode).toBe(403);
    expect((await kit.post(`courses/${course.id}/launch`, learner.headers, body)).statusCode).toBe(403);
    expect((await kit.post(`courses/${course.id}/launch`, other.admin.headers, body)).statusCode).toBe(404);
    expect((await kit.post(`courses/${course.id}/unlaunch`, other.admin.headers)).statusCode).toBe(404);
  });

  it('tells enrolled learners in-app and by email when enrolment notifications are on', async () => {
    const { team, creator } = await kit.crew();
    const made = await kit.ownedCourse(team.id, creator.user.id, { name: 'Fire safety' });
    const learner = await learnerWithProgress(team.id, made, {
      email: 'reader@example.com',
      firstName: 'Ada',
    });
    const inboxOf = () => app.db.select().from(notifications).where(eq(notifications.userId, learner.id));
    const mailOf = () => app.db.select().from(outbox).where(eq(outbox.recipient, 'reader@example.com'));
    const res = await kit.post(`courses/${made.course.id}/launch`, creator.headers, { resetProgress: false });
    expect(res.json().notified).toBe(1);
    // The request queues the notices; the notice job delivers them.
    expect(await inboxOf()).toEqual([]);
    await deliverNotices(app);
    expect(await inboxOf()).toMatchObject([
      {
        title: 'New course: Fire safety',
        description: 'The course "Fire safety" is now open for you.',
        link: `/courses/${made.course.id}`,
        meta: { kind: 'course-launch', courseId: made.course.id, version: 1 },
      },
    ]);
    expect(await mailOf()).toMatchObject([
      {
        channel: 'email',
        subject: 'New course: Fire safety',
        body: `Hello Ada,\n\nThe course "Fire safety" is now open for you.\n\nhttp://localhost:3000/courses/${made.course.id}\n`,
      },
    ]);
    await deliverNotices(app);
    expect(await inboxOf()).toHaveLength(1);
    expect(await mailOf()).toHaveLength(1);
  });

  it('stays quiet for courses without enrolment notifications but always tells exam audiences', async () => {
    const { team, creator } = await kit.crew({ exams: true });
    const quiet = await kit.ownedCourse(team.id, creator.user.id, {
      settings: { notifications: { enrolment: false, reminderAfterDays: 0, reminderMaxTimes: 0 } },
    });
    const quietLearner = await learnerWithProgress(team.id, quiet);
    const res = await kit.post(`courses/${quiet.course.id}/launch`, creator.headers, {
      resetProgress: false,
    });
    expect(res.json().notified).toBe(0);
    await deliverNotices(app);
    expect(
      await app.db.select().from(notifications).where(eq(notifications.userId, quietLearner.id)),
    ).toEqual([]);

    const exam = await kit.ownedCourse(team.id, creator.user.id, {
      kind: 'exam',
      name: 'Final',
      settings: { notifications: { enrolment: false, reminderAfterDays: 0, reminderMaxTimes: 0 } },
    });
    const examLearner = await learnerWithProgress(team.id, exam, { email: 'exam@example.com' });
    const launched = await kit.post(`courses/${exam.course.id}/launch`, creator.headers, {
      resetProgress: false,
    });
    expect(launched.json().notified).toBe(1);
    await deliverNotices(app);
    expect(
      await app.db.select().from(notifications).where(eq(notifications.userId, examLearner.id)),
    ).toHaveLength(1);
    expect(await app.db.select().from(outbox).where(eq(outbox.recipient, 'exam@example.com'))).toHaveLength(
      1,
    );
  });
});

describe('courses/{id}/unlaunch', () => {
  it("resets an exam's audience data but keeps a course's", async () => {
    const { team, creator } = await kit.crew({ exams: true });
    const course = await kit.ownedCourse(team.id, creator.user.id);
    const courseLearner = await learnerWithProgress(team.id, course);
    await kit.post(`courses/${course.course.id}/launch`, creator.headers, { resetProgress: false });
    const res = await kit.post(`courses/${course.course.id}/unlaunch`, creator.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ launched: false, published: false });
    expect(await progressOf(courseLearner.id)).toHaveLength(3);

    const exam = await kit.ownedCourse(team.id, creator.user.id, { kind: 'exam' });
    const examLearner = await learnerWithProgress(team.id, exam);
    await kit.post(`courses/${exam.course.id}/launch`, creator.headers, { resetProgress: false });
    await kit.post(`courses/${exam.course.id}/unlaunch`, creator.headers);
    expect(await progressOf(examLearner.id)).toEqual([]);
    expect(
      await app.db
        .select()
        .from(progress)
        .where(and(eq(progress.scope, 'course'), eq(progress.itemId, exam.course.id))),
    ).toEqual([]);
  });
});

describe('courses/{id}/versions/{version}/report', () => {
  it('downloads the archived learner data as CSV with formulas neutralised', async () => {
    const { team, creator, admin } = await kit.crew();
    const made = await kit.ownedCourse(team.id, creator.user.id);
    await learnerWithProgress(team.id, made, {
      firstName: '=HYPERLINK("http://evil")',
      email: 'a@example.com',
      record: { completion: true, completionDate: '2026-01-02T03:04:05.000Z', viewedPercentage: 100 },
    });
    await kit.post(`courses/${made.course.id}/launch`, creator.headers, { resetProgress: true });
    const res = await kit.get(`courses/${made.course.id}/versions/1/report`, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${made.course.identifier}-v1.csv"`,
    );
    const [header, row, ...rest] = res.body.trim().split('\n');
    expect(header).toBe(
      'username,name,email,viewedPercentage,completion,completionDate,score,points,timeSpent',
    );
    expect(row).toMatch(/^user[0-9a-f]+,"'=HYPERLINK\(""http:\/\/evil""\) User",a@example.com,100,true,/);
    expect(row).toMatch(/,2026-01-02T03:04:05.000Z,70,35,120$/);
    expect(rest).toEqual([]);
  });

  it('is closed to managers, learners and other teams; unknown versions are 404', async () => {
    const { team, creator, manager, learner } = await kit.crew();
    const creatorManager = await kit.member(team.id, 'Creator', { manager: true });
    const other = await kit.crew();
    const made = await kit.ownedCourse(team.id, creator.user.id);
    await kit.post(`courses/${made.course.id}/launch`, creator.headers, { resetProgress: true });
    const url = `courses/${made.course.id}/versions/1/report`;
    expect((await kit.get(url, manager.headers)).statusCode).toBe(403);
    expect((await kit.get(url, creatorManager.headers)).statusCode).toBe(403);
    expect((await kit.get(`courses/${made.course.id}/versions`, manager.headers)).statusCode).toBe(403);
    expect((await kit.get(url, learner.headers)).statusCode).toBe(403);
    expect((await kit.get(url, other.superAdmin.headers)).statusCode).toBe(404);
    expect((await kit.get(`courses/${made.course.id}/versions/7/report`, creator.headers)).statusCode).toBe(
      404,
    );
    expect(
      (await kit.get(`courses/${made.course.id}/versions/zero/report`, creator.headers)).statusCode,
    ).toBe(400);
  });
});
