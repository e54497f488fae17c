import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { enrol } from '../../../test/content-factory';
import {
  api,
  deliverNotices,
  enrolmentTeam,
  inboxOf,
  mailTo,
  makeMember,
} from '../../builder/enrolment.fixtures';

let app: FastifyInstance;
let http: ReturnType<typeof api>;
beforeAll(async () => {
  app = await createTestApp();
  http = api(app);
});
afterAll(() => app.close());

describe('users/{id}/email/{route}', () => {
  it('sends an enrolled learner a reminder with the caller as assignor, in-app and by e-mail', async () => {
    const t = await enrolmentTeam(app);
    await enrol(app, t.team.id, t.course.id, t.learner.user.id);
    const res = await http.post(`users/${t.learner.user.id}/email/reminder`, t.creator.headers, {
      course: t.course.id,
      message: 'Due Friday, please.',
      type: 'course',
      assignor: 'Someone Else',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'User present & Email Sent', emailed: true });
    await deliverNotices(app);
    const [mail] = await mailTo(app, t.learner.user.email ?? '');
    expect(mail?.subject).toBe('Continue Course');
    expect(mail?.body).toContain(`Test ${t.creator.user.lastName}: Due Friday, please.`);
    expect(mail?.body).not.toContain('Someone Else');
    expect(await inboxOf(app, t.learner.user.id)).toEqual([
      expect.objectContaining({ title: 'Continue Course', link: `/courses/${t.course.id}` }),
    ]);

    const enrolment = await http.post(`users/${t.learner.user.id}/email/enrolment`, t.creator.headers, {
      course: t.course.id,
    });
    expect(enrolment.json()).toMatchObject({ emailed: true });
    await deliverNotices(app);
    expect(await mailTo(app, t.learner.user.email ?? '')).toHaveLength(2);
  });

  it('rejects unknown routes and missing courses (400), learners not enrolled (409), managers (403)', async () => {
    const t = await enrolmentTeam(app);
    const url = `users/${t.learner.user.id}/email`;
    expect((await http.post(`${url}/spam`, t.creator.headers, { course: t.course.id })).statusCode).toBe(400);
    expect((await http.post(`${url}/reminder`, t.creator.headers, {})).statusCode).toBe(400);
    expect((await http.post(`${url}/reminder`, t.creator.headers, { course: t.course.id })).statusCode).toBe(
      409,
    );
    await enrol(app, t.team.id, t.course.id, t.learner.user.id);
    expect((await http.post(`${url}/reminder`, t.manager.headers, { course: t.course.id })).statusCode).toBe(
      403,
    );
    expect((await http.post(`${url}/reminder`, t.learner.headers, { course: t.course.id })).statusCode).toBe(
      403,
    );
    await deliverNotices(app);
    expect(await inboxOf(app, t.learner.user.id)).toEqual([]);
  });

  it("answers 404 for another team's learner or course", async () => {
    const mine = await enrolmentTeam(app);
    const theirs = await enrolmentTeam(app);
    await enrol(app, theirs.team.id, theirs.course.id, theirs.learner.user.id);
    const stranger = await http.post(`users/${theirs.learner.user.id}/email/reminder`, mine.creator.headers, {
      course: theirs.course.id,
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('User not found. Please try again.');
    const own = await makeMember(app, mine.team.id);
    const otherCourse = await http.post(`users/${own.id}/email/reminder`, mine.creator.headers, {
      course: theirs.course.id,
    });
    expect(otherCourse.statusCode).toBe(404);
    await deliverNotices(app);
    expect(await inboxOf(app, theirs.learner.user.id)).toEqual([]);
  });

  it('sends a course link to any learner of the team, a nudge only when enrolled, a welcome without a course', async () => {
    const t = await enrolmentTeam(app);
    const url = `users/${t.learner.user.id}/email`;
    const link = await http.post(`${url}/courselink`, t.creator.headers, { course: t.course.id });
    expect(link.json()).toEqual({ message: 'User present & Email Sent', emailed: true });
    expect((await http.post(`${url}/nudge`, t.creator.headers, { course: t.course.id })).statusCode).toBe(
      409,
    );
    await enrol(app, t.team.id, t.course.id, t.learner.user.id);
    expect((await http.post(`${url}/nudge`, t.creator.headers, { course: t.course.id })).statusCode).toBe(
      200,
    );
    const noCourse = await http.post(`${url}/nudge`, t.creator.headers, {});
    expect(noCourse.json().message).toBe('Course is required');
    const welcome = await http.post(`${url}/welcome`, t.creator.headers, { message: 'Glad you are here.' });
    expect(welcome.statusCode).toBe(200);
    await deliverNotices(app);
    const inbox = await inboxOf(app, t.learner.user.id);
    expect(inbox.map((n: { title: string }) => n.title).sort()).toEqual(
      [
        `Your link to ${t.course.name}`,
        `Test ${t.creator.user.lastName} is cheering you on`,
        `Welcome to ${t.team.title}`,
      ].sort(),
    );
    const mails = await mailTo(app, t.learner.user.email ?? '');
    expect(mails.some((m: { body: string }) => m.body.includes('Glad you are here.'))).toBe(true);
    const unknown = await http.post(`users/${crypto.randomUUID()}/email/welcome`, t.creator.headers, {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('User not found. Please try again.');
  });
});
