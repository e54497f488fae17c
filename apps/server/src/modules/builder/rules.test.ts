import { DEFAULT_COURSE_SETTINGS } from '@lp/shared/content';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { makeCourse } from '../../test/content-factory';
import { multipart } from '../../test/factories';
import { updateUser } from '../users/service';
import { api, deliverNotices, enrolmentOf, enrolmentTeam, inboxOf, makeMember } from './enrolment.fixtures';

let app: FastifyInstance;
let http: ReturnType<typeof api>;
beforeAll(async () => {
  app = await createTestApp();
  http = api(app);
});
afterAll(() => app.close());

const sales = { field: 'department', operator: 'equals', value: 'Sales' };

describe('courses/{id}/rules/add, rules, rules/{criteriaId}/remove and run', () => {
  it('adds a rule and runs it once, lists it, runs it again for new matches, removes it', async () => {
    const t = await enrolmentTeam(app, {
      launched: true,
      settings: { notifications: { ...DEFAULT_COURSE_SETTINGS.notifications, enrolment: true } },
    });
    const seller = await makeMember(app, t.team.id, { details: { department: 'sales' } });
    const inactiveSeller = await makeMember(app, t.team.id, { details: { department: 'Sales' } });
    await updateUser(app.db, inactiveSeller.id, { active: false });
    await makeMember(app, t.team.id, { details: { department: 'Ops' } });

    const added = await http.post(`courses/${t.course.id}/rules/add`, t.creator.headers, { rule: sales });
    expect(added.statusCode).toBe(201);
    const { rule } = added.json();
    expect(added.json()).toMatchObject({ added: 1, rule: { ...sales, courseId: t.course.id } });
    expect(rule.criteria_id).toBe(rule._id);
    expect(rule.lastRunAt).not.toBeNull();
    expect((await enrolmentOf(app, t.course.id, seller.id))?.source).toBe('rule');
    expect(await enrolmentOf(app, t.course.id, inactiveSeller.id)).toBeUndefined();
    await deliverNotices(app);
    expect(await inboxOf(app, seller.id)).toHaveLength(1);

    const listed = await http.get(`courses/${t.course.id}/rules`, t.manager.headers);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([expect.objectContaining({ _id: rule._id, value: 'Sales' })]);

    // Details written straight to the table (no users-service hook): only a run picks them up.
    await app.db
      .update(users)
      .set({ details: { department: 'Sales' } })
      .where(eq(users.id, t.learner.user.id));
    const run = await http.post(`rules/${rule._id}/run`, t.creator.headers);
    expect(run.json()).toEqual({ message: '1 learner(s) enrolled.', added: 1 });
    expect((await http.post(`rules/${rule._id}/run`, t.creator.headers)).json()).toMatchObject({ added: 0 });

    expect((await http.post(`rules/${rule._id}/remove`, t.creator.headers)).json()).toEqual({
      message: 'Rule removed.',
    });
    expect((await http.get(`courses/${t.course.id}/rules`, t.creator.headers)).json()).toEqual([]);
    // Learners the rule enrolled stay enrolled.
    expect(await enrolmentOf(app, t.course.id, seller.id)).toBeDefined();
    expect((await http.post(`rules/${rule._id}/run`, t.creator.headers)).statusCode).toBe(404);
  });

  it('matches every operator, including date_of_joining before and after', async () => {
    const t = await enrolmentTeam(app);
    const ann = await makeMember(app, t.team.id, {
      details: { zone: 'North', date_of_joining: '2021-03-01' },
    });
    const bob = await makeMember(app, t.team.id, {
      details: { zone: 'South', date_of_joining: '2023-09-10' },
    });
    const cy = await makeMember(app, t.team.id, { details: { zone: 'East', date_of_joining: '2024-01-20' } });
    const cases: [object, string[]][] = [
      [{ field: 'zone', operator: 'equals', value: 'north' }, [ann.id]],
      [{ field: 'zone', operator: 'not_equals', value: 'North' }, [bob.id, cy.id]],
      [{ field: 'zone', operator: 'in', value: ['South', 'East'] }, [bob.id, cy.id]],
      [{ field: 'zone', operator: 'not_in', value: ['South', 'East'] }, [ann.id]],
      [{ field: 'date_of_joining', operator: 'before', value: '2023-09-10' }, [ann.id]],
      [{ field: 'date_of_joining', operator: 'after', value: '2023-09-10' }, [cy.id]],
      [{ field: 'date_of_joining', operator: 'equals', value: '2023-09-10' }, [bob.id]],
    ];
    for (const [rule, expected] of cases) {
      const { course } = await makeCourse(app, t.team.id);
      const res = await http.post(`courses/${course.id}/rules/add`, t.creator.headers, { rule });
      expect(res.json().added, JSON.stringify(rule)).toBe(expected.length);
      for (const id of expected)
        expect(await enrolmentOf(app, course.id, id), JSON.stringify(rule)).toBeDefined();
    }
  });

  it('rejects invalid rules with 400 and a clear message', async () => {
    const t = await enrolmentTeam(app);
    const add = (rule: unknown) => http.post(`courses/${t.course.id}/rules/add`, t.creator.headers, { rule });
    const invalid = [
      [
        { field: 'zone', operator: 'after', value: '2020-01-01' },
        'before and after work only with date_of_joining',
      ],
      [
        { field: 'date_of_joining', operator: 'before', value: '01/02/2020' },
        'Dates must be written as YYYY-MM-DD',
      ],
      [{ field: 'zone', operator: 'in', value: 'North' }, 'in and not_in need a list of values'],
      [{ field: 'salary', operator: 'equals', value: '1' }, undefined],
      [undefined, undefined],
    ] as const;
    for (const [rule, message] of invalid) {
      const res = await add(rule);
      expect(res.statusCode, JSON.stringify(rule)).toBe(400);
      if (message) expect(res.json().message).toBe(message);
    }
    expect((await http.post('rules/not-a-uuid/run', t.creator.headers)).statusCode).toBe(400);
    expect((await http.get(`courses/${t.course.id}/rules`, t.creator.headers)).json()).toEqual([]);
  });

  it('lets managers list rules but not change them; learners neither (403)', async () => {
    const t = await enrolmentTeam(app);
    const { rule } = (
      await http.post(`courses/${t.course.id}/rules/add`, t.creator.headers, { rule: sales })
    ).json();
    expect(
      (await http.post(`courses/${t.course.id}/rules/add`, t.manager.headers, { rule: sales })).statusCode,
    ).toBe(403);
    expect((await http.post(`rules/${rule._id}/run`, t.manager.headers)).statusCode).toBe(403);
    expect((await http.post(`rules/${rule._id}/remove`, t.manager.headers)).statusCode).toBe(403);
    expect((await http.get(`courses/${t.course.id}/rules`, t.learner.headers)).statusCode).toBe(403);
    expect((await http.post(`rules/${rule._id}/remove`, t.learner.headers)).statusCode).toBe(403);
  });

  it("answers 404 for another team's course and rules", async () => {
    const mine = await enrolmentTeam(app);
    const theirs = await enrolmentTeam(app);
    const { rule } = (
      await http.post(`courses/${theirs.course.id}/rules/add`, theirs.creator.headers, { rule: sales })
    ).json();
    const h = mine.creator.headers;
    expect((await http.post(`courses/${theirs.course.id}/rules/add`, h, { rule: sales })).statusCode).toBe(
      404,
    );
    expect((await http.get(`courses/${theirs.course.id}/rules`, h)).statusCode).toBe(404);
    expect((await http.post(`rules/${rule._id}/run`, h)).statusCode).toBe(404);
    expect((await http.post(`rules/${rule._id}/remove`, h)).statusCode).toBe(404);
    expect((await http.get(`courses/${theirs.course.id}/rules`, theirs.creator.headers)).json()).toHaveLength(
      1,
    );
  });
});

describe('rules re-apply by themselves', () => {
  it('enrols a new user who matches, and one whose details change to match', async () => {
    const t = await enrolmentTeam(app);
    await http.post(`courses/${t.course.id}/rules/add`, t.creator.headers, {
      rule: { field: 'date_of_joining', operator: 'after', value: '2024-12-31' },
    });
    const newcomer = await makeMember(app, t.team.id, { details: { date_of_joining: '2025-02-01' } });
    expect((await enrolmentOf(app, t.course.id, newcomer.id))?.source).toBe('rule');
    const veteran = await makeMember(app, t.team.id, { details: { date_of_joining: '2010-02-01' } });
    expect(await enrolmentOf(app, t.course.id, veteran.id)).toBeUndefined();

    await updateUser(app.db, veteran.id, { details: { date_of_joining: '2025-06-01' } });
    expect((await enrolmentOf(app, t.course.id, veteran.id))?.source).toBe('rule');
  });

  it('enrols a learner who registers with matching details', async () => {
    const t = await enrolmentTeam(app);
    await http.post(`courses/${t.course.id}/rules/add`, t.creator.headers, {
      rule: { field: 'company', operator: 'in', value: ['Acme', 'Globex'] },
    });
    const username = `reg${Date.now()}`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/register',
      remoteAddress: '10.77.0.1',
      ...multipart({
        username,
        password: 'Good@pass1',
        email: `${username}@example.com`,
        first_name: 'Reg',
        last_name: 'Istered',
        team: t.team.name,
        // New teams take sign-ups with their invite code (docs/AUTH.md).
        invite_code: t.team.inviteCode ?? '',
        details: '{"company":"acme"}',
      }),
    });
    expect(res.statusCode).toBe(201);
    expect((await enrolmentOf(app, t.course.id, res.json()._id))?.source).toBe('rule');
  });

  it('never removes an enrolment when details stop matching, and skips deactivated users', async () => {
    const t = await enrolmentTeam(app);
    await http.post(`courses/${t.course.id}/rules/add`, t.creator.headers, { rule: sales });
    await http.post(`courses/${t.course.id}/learners/${t.learner.user.id}/add`, t.creator.headers);
    await updateUser(app.db, t.learner.user.id, { details: { department: 'Ops' } });
    expect((await enrolmentOf(app, t.course.id, t.learner.user.id))?.source).toBe('admin');

    const away = await makeMember(app, t.team.id);
    await updateUser(app.db, away.id, { active: false });
    await updateUser(app.db, away.id, { details: { department: 'Sales' } });
    expect(await enrolmentOf(app, t.course.id, away.id)).toBeUndefined();
    await updateUser(app.db, away.id, { active: true });
    expect((await enrolmentOf(app, t.course.id, away.id))?.source).toBe('rule');
  });

  it("does not apply a team's rules to another team's users", async () => {
    const mine = await enrolmentTeam(app);
    const theirs = await enrolmentTeam(app);
    await http.post(`courses/${theirs.course.id}/rules/add`, theirs.creator.headers, { rule: sales });
    const seller = await makeMember(app, mine.team.id, { details: { department: 'Sales' } });
    expect(await enrolmentOf(app, theirs.course.id, seller.id)).toBeUndefined();
  });
});
