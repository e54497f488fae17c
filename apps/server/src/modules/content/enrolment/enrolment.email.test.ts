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
    expect(res.json()).toEqual({ message: 'Email sent.', emailed: true });
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
    const own = await makeMember(app, mine.team.id);
    const otherCourse = await http.post(`users/${own.id}/email/reminder`, mine.creator.headers, {
      course: theirs.course.id,
    });
    expect(otherCourse.statusCode).toBe(404);
    await deliverNotices(app);
    expect(await inboxOf(app, theirs.learner.user.id)).toEqual([]);
  });
});
