import { DEFAULT_COURSE_SETTINGS } from '@lp/shared/content';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeCourse } from '../../test/content-factory';
import { updateUser } from '../users/service';
import {
  api,
  deliverNotices,
  enrolmentOf,
  enrolmentTeam,
  inboxOf,
  mailTo,
  makeMember,
  setCourseProgress,
} from './enrolment.fixtures';

let app: FastifyInstance;
let http: ReturnType<typeof api>;
beforeAll(async () => {
  app = await createTestApp();
  http = api(app);
});
afterAll(() => app.close());

const noticesOn = { notifications: { ...DEFAULT_COURSE_SETTINGS.notifications, enrolment: true } };

describe('courses/{id}/learners/{userId}/add and remove', () => {
  it('enrols a learner once, tells them when the course is launched, and removes them', async () => {
    const t = await enrolmentTeam(app, { settings: noticesOn, launched: true });
    const url = `courses/${t.course.id}/learners/${t.learner.user.id}`;

    const added = await http.post(`${url}/add`, t.creator.headers);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ message: 'Learner enrolled.', added: 1 });
    expect((await enrolmentOf(app, t.course.id, t.learner.user.id))?.source).toBe('admin');
    await deliverNotices(app);
    const inbox = await inboxOf(app, t.learner.user.id);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({ link: `/courses/${t.course.id}`, title: 'You are enrolled in Course' });
    const mail = await mailTo(app, t.learner.user.email ?? '');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.body).toContain(`http://localhost:3000/courses/${t.course.id}`);

    expect((await http.post(`${url}/add`, t.creator.headers)).json()).toMatchObject({ added: 0 });
    await deliverNotices(app);
    expect(await inboxOf(app, t.learner.user.id)).toHaveLength(1);

    expect((await http.post(`${url}/remove`, t.creator.headers)).json()).toEqual({
      message: 'Learner removed.',
      removed: 1,
    });
    expect(await enrolmentOf(app, t.course.id, t.learner.user.id)).toBeUndefined();
    expect((await http.post(`${url}/remove`, t.creator.headers)).statusCode).toBe(404);
  });

  it('sends no notice for a course that is not launched or has enrolment notices off', async () => {
    const draft = await enrolmentTeam(app, { settings: noticesOn });
    await http.post(
      `courses/${draft.course.id}/learners/${draft.learner.user.id}/add`,
      draft.creator.headers,
    );
    const quiet = await enrolmentTeam(app, {
      launched: true,
      settings: { notifications: { ...noticesOn.notifications, enrolment: false } },
    });
    await http.post(
      `courses/${quiet.course.id}/learners/${quiet.learner.user.id}/add`,
      quiet.creator.headers,
    );
    await deliverNotices(app);
    expect(await inboxOf(app, draft.learner.user.id)).toEqual([]);
    expect(await inboxOf(app, quiet.learner.user.id)).toEqual([]);
    expect(await enrolmentOf(app, quiet.course.id, quiet.learner.user.id)).toBeDefined();
  });

  it('rejects bad ids (400), learners and managers (403), deactivated users (409)', async () => {
    const t = await enrolmentTeam(app);
    expect(
      (await http.post(`courses/nope/learners/${t.learner.user.id}/add`, t.creator.headers)).statusCode,
    ).toBe(400);
    const path = `courses/${t.course.id}/learners/${t.learner.user.id}`;
    expect((await http.post(`${path}/add`, t.learner.headers)).statusCode).toBe(403);
    expect((await http.post(`${path}/add`, t.manager.headers)).statusCode).toBe(403);
    expect((await http.post(`${path}/remove`, t.manager.headers)).statusCode).toBe(403);
    await updateUser(app.db, t.learner.user.id, { active: false });
    expect((await http.post(`${path}/add`, t.creator.headers)).statusCode).toBe(409);
  });

  it("answers 404 for another team's course or user", async () => {
    const mine = await enrolmentTeam(app);
    const theirs = await enrolmentTeam(app);
    const cases = [
      `courses/${theirs.course.id}/learners/${mine.learner.user.id}/add`,
      `courses/${mine.course.id}/learners/${theirs.learner.user.id}/add`,
      `courses/${theirs.course.id}/learners/${theirs.learner.user.id}/remove`,
    ];
    for (const url of cases) expect((await http.post(url, mine.creator.headers)).statusCode, url).toBe(404);
    expect(await enrolmentOf(app, theirs.course.id, mine.learner.user.id)).toBeUndefined();
  });
});

describe('courses/{id}/learners/{team}/add_team', () => {
  it("enrols every active user of the caller's team, only once", async () => {
    const t = await enrolmentTeam(app, { settings: noticesOn, launched: true });
    const inactive = await makeMember(app, t.team.id);
    await updateUser(app.db, inactive.id, { active: false });
    const res = await http.post(`courses/${t.course.id}/learners/${t.team.name}/add_team`, t.creator.headers);
    expect(res.statusCode).toBe(200);
    // creator, manager and learner; not the deactivated user
    expect(res.json()).toEqual({ message: '3 learner(s) enrolled.', added: 3 });
    expect((await enrolmentOf(app, t.course.id, t.learner.user.id))?.source).toBe('team');
    expect(await enrolmentOf(app, t.course.id, inactive.id)).toBeUndefined();
    await deliverNotices(app);
    expect(await inboxOf(app, t.manager.user.id)).toHaveLength(1);
    const again = await http.post(
      `courses/${t.course.id}/learners/${t.team.name}/add_team`,
      t.creator.headers,
    );
    expect(again.json()).toMatchObject({ added: 0 });
  });

  it("refuses another team's name (404), managers (403) and bad ids (400)", async () => {
    const mine = await enrolmentTeam(app);
    const theirs = await enrolmentTeam(app);
    const url = (team: string, course = mine.course.id) => `courses/${course}/learners/${team}/add_team`;
    expect((await http.post(url(theirs.team.name), mine.creator.headers)).statusCode).toBe(404);
    expect((await http.post(url(mine.team.name, theirs.course.id), mine.creator.headers)).statusCode).toBe(
      404,
    );
    expect((await http.post(url(mine.team.name), mine.manager.headers)).statusCode).toBe(403);
    expect((await http.post(url(mine.team.name, 'x'), mine.creator.headers)).statusCode).toBe(400);
  });
});

describe('courses/{id}/learners/list', () => {
  it('lists learners with source, progress and last activity; paginated and searchable', async () => {
    const t = await enrolmentTeam(app);
    const other = await makeMember(app, t.team.id, { details: { department: 'Ops' } });
    for (const id of [t.learner.user.id, other.id]) {
      await http.post(`courses/${t.course.id}/learners/${id}/add`, t.creator.headers);
    }
    const at = new Date('2026-03-01T10:00:00Z');
    await setCourseProgress(app, {
      teamId: t.team.id,
      userId: t.learner.user.id,
      courseId: t.course.id,
      record: { viewedPercentage: 50, completion: false, score: 70 },
      at,
    });

    const all = await http.get(`courses/${t.course.id}/learners/list?pageSize=1`, t.manager.headers);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(all.json().learners).toHaveLength(1);

    const found = await http.get(
      `courses/${t.course.id}/learners/list?search=${t.learner.user.username.toUpperCase()}`,
      t.creator.headers,
    );
    expect(found.json().total).toBe(1);
    expect(found.json().learners[0]).toMatchObject({
      _id: t.learner.user.id,
      username: t.learner.user.username,
      email: t.learner.user.email,
      source: 'admin',
      progress: { viewedPercentage: 50, completion: false, score: 70, completionDate: null },
      lastActivity: at.toISOString(),
    });
    const ops = await http.get(
      `courses/${t.course.id}/learners/list?search=${other.lastName}`,
      t.creator.headers,
    );
    expect(ops.json().learners[0]).toMatchObject({
      details: { department: 'Ops' },
      progress: { viewedPercentage: 0, completion: false, score: 0 },
      lastActivity: null,
    });
    // "%" is a literal character, not a wildcard
    expect(
      (await http.get(`courses/${t.course.id}/learners/list?search=%25`, t.creator.headers)).json().total,
    ).toBe(0);
  });

  it("checks page input (400), learners (403) and another team's course (404)", async () => {
    const t = await enrolmentTeam(app);
    const theirs = await enrolmentTeam(app);
    expect(
      (await http.get(`courses/${t.course.id}/learners/list?page=0`, t.creator.headers)).statusCode,
    ).toBe(400);
    expect((await http.get(`courses/${t.course.id}/learners/list`, t.learner.headers)).statusCode).toBe(403);
    expect((await http.get(`courses/${theirs.course.id}/learners/list`, t.creator.headers)).statusCode).toBe(
      404,
    );
  });
});

describe('users/list/search', () => {
  it('finds team users by text and detail filters, saying who is enrolled in a course', async () => {
    const t = await enrolmentTeam(app);
    const { course: second } = await makeCourse(app, t.team.id);
    const early = await makeMember(app, t.team.id, {
      details: { department: 'Sales', date_of_joining: '2020-05-01' },
    });
    const late = await makeMember(app, t.team.id, {
      details: { department: 'sales', date_of_joining: '2024-05-01' },
    });
    await makeMember(app, t.team.id, { details: { department: 'Ops', date_of_joining: '2019-01-01' } });
    await http.post(`courses/${second.id}/learners/${early.id}/add`, t.creator.headers);

    const search = (query: object, headers = t.creator.headers) =>
      http.post('users/list/search', headers, { query });
    const sales = await search({ details: [{ field: 'department', operator: 'equals', value: 'SALES' }] });
    expect(sales.statusCode).toBe(200);
    expect(sales.json().total).toBe(2);

    const joinedEarly = await search(
      {
        details: [
          { field: 'department', operator: 'in', value: ['Sales'] },
          { field: 'date_of_joining', operator: 'before', value: '2021-01-01' },
        ],
        courseId: second.id,
      },
      t.manager.headers,
    );
    expect(joinedEarly.json().users).toEqual([expect.objectContaining({ _id: early.id, enrolled: true })]);

    const byText = await search({ text: late.email, courseId: second.id });
    expect(byText.json().users).toEqual([expect.objectContaining({ _id: late.id, enrolled: false })]);
    const paged = await search({ page: 2, pageSize: 2 });
    expect(paged.json()).toMatchObject({ total: 6, page: 2, pageSize: 2 });
    expect(paged.json().users).toHaveLength(2);
    expect((await search({})).json().users[0]).not.toHaveProperty('enrolled', true);
  });

  it("rejects bad filters (400) and learners (403); never shows another team's users", async () => {
    const t = await enrolmentTeam(app);
    const theirs = await enrolmentTeam(app);
    const bad = await http.post('users/list/search', t.creator.headers, {
      query: { details: [{ field: 'department', operator: 'before', value: '2020-01-01' }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('before and after work only with date_of_joining');
    expect((await http.post('users/list/search', t.learner.headers, { query: {} })).statusCode).toBe(403);
    const other = await http.post('users/list/search', t.creator.headers, {
      query: { text: theirs.learner.user.username },
    });
    expect(other.json()).toMatchObject({ users: [], total: 0 });
    const otherCourse = await http.post('users/list/search', t.creator.headers, {
      query: { courseId: theirs.course.id },
    });
    expect(otherCourse.statusCode).toBe(404);
  });
});
