import { USER_ADMIN_MESSAGES } from '@lp/shared/users/admin';
import { VALIDATION_MESSAGES } from '@lp/shared/validation';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { enrol, makeCourse } from '../../test/content-factory';
import { makeSignedInUser, makeUser, signInAs } from '../../test/factories';
import { findTeamById } from '../teams/service';
import { findUserById } from './service';

let app: FastifyInstance;
type Session = Awaited<ReturnType<typeof makeSignedInUser>>;
let admin: Session;
let superAdmin: Session;
let creator: Session;
let learner: Session;
let stranger: Session;

beforeAll(async () => {
  app = await createTestApp();
  admin = await makeSignedInUser(app, { license: 'Admin' });
  superAdmin = await makeSignedInUser(app, { license: 'SuperAdmin', teamId: admin.team.id });
  creator = await makeSignedInUser(app, { license: 'Creator', teamId: admin.team.id });
  learner = await makeSignedInUser(app, { teamId: admin.team.id });
  stranger = await makeSignedInUser(app, { license: 'Admin' });
});
afterAll(() => app.close());

const get = (who: Session, url: string) =>
  app.inject({ method: 'GET', url: `/api/v3/${url}`, headers: who.headers });
const post = (who: Session, url: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/v3/${url}`, headers: who.headers, payload });

describe('users/count and the lists', () => {
  it('counts the team: total, active, inactive, managers (Admin only)', async () => {
    const extra = await makeUser(app, admin.team.id, { manager: true });
    await post(admin, `users/${extra.id}/deactivate`, {});
    const res = await get(admin, 'users/count');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBeGreaterThanOrEqual(5);
    expect(body.inactive).toBeGreaterThanOrEqual(1);
    expect(body.managers).toBeGreaterThanOrEqual(1);
    expect(body.active + body.inactive).toBe(body.total);
    expect((await get(learner, 'users/count')).statusCode).toBe(403);
    expect((await get(creator, 'users/count')).statusCode).toBe(403);
  });

  it('pages, searches, sorts and filters on the server', async () => {
    for (const name of ['zed', 'amy', 'bob']) {
      await makeUser(app, admin.team.id, { username: `pg${name}${admin.team.id.slice(0, 6)}` });
    }
    const prefix = 'pg';
    const first = await get(admin, `users/list/paginated/1/2/${prefix}?sort=username&order=desc`);
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.total).toBe(3);
    expect(page.users.map((u: { username: string }) => u.username.slice(0, 5))).toEqual(['pgzed', 'pgbob']);
    const second = (await get(admin, `users/list/paginated/2/2/${prefix}?sort=username&order=desc`)).json();
    expect(second.users).toHaveLength(1);
    expect(second.users[0].username.startsWith('pgamy')).toBe(true);
    expect(JSON.stringify(page)).not.toContain('password');

    const creators = (await get(admin, 'users/list/paginated/1/50?license=Creator')).json();
    expect(creators.users.map((u: { _id: string }) => u._id)).toEqual([creator.user.id]);
    const inactive = (await get(admin, 'users/list/paginated/1/50?active=false')).json();
    expect(inactive.users.every((u: { active: boolean }) => !u.active)).toBe(true);

    const bad = await get(admin, 'users/list/paginated/0/500');
    expect(bad.statusCode).toBe(400);
    expect((await get(admin, 'users/list/paginated/1/10?sort=password')).statusCode).toBe(400);
    expect((await get(learner, 'users/list/paginated/1/10')).statusCode).toBe(403);
    // Another team's admin sees only their own team.
    const theirs = (await get(stranger, `users/list/paginated/1/50/${prefix}`)).json();
    expect(theirs.total).toBe(0);
  });

  it('lists admins, creators and builders; the team list only for your own team', async () => {
    const admins = (await get(admin, 'users/list/adminList')).json();
    expect(admins.users.map((u: { _id: string }) => u._id).sort()).toEqual(
      [admin.user.id, superAdmin.user.id].sort(),
    );
    const creatorList = (await get(admin, 'users/list/creatorList?search=user')).json();
    expect(creatorList.users.map((u: { _id: string }) => u._id)).toEqual([creator.user.id]);
    const builders = await get(creator, 'users/list/creators');
    expect(builders.statusCode).toBe(200);
    expect(builders.json().users).toHaveLength(3);
    expect((await get(learner, 'users/list/creators')).statusCode).toBe(403);

    const team = await findTeamName(admin);
    const own = await get(admin, `users/list/team/${team}?pageSize=2`);
    expect(own.statusCode).toBe(200);
    expect(own.json().users).toHaveLength(2);
    expect((await get(stranger, `users/list/team/${team}`)).statusCode).toBe(404);
    expect((await get(admin, 'users/list/team/x?pageSize=0')).statusCode).toBe(400);
  });
});

const findTeamName = async (who: Session) => (await findTeamById(app.db, who.team.id))?.name;

describe('users/{id}/showAdmin, show/courses, update/super', () => {
  it('shows a user to admins, not to learners, and 404 to another team', async () => {
    const course = await makeCourse(app, admin.team.id, { name: 'Safety basics' });
    await enrol(app, admin.team.id, course.course.id, learner.user.id);
    const card = await get(admin, `users/${learner.user.id}/showAdmin`);
    expect(card.statusCode).toBe(200);
    expect(card.json()).toMatchObject({
      _id: learner.user.id,
      enrolments: 1,
      points: 0,
      level: 1,
      manager: null,
    });
    const courses = await get(admin, `users/${learner.user.id}/show/courses`);
    expect(courses.json().courses).toEqual([
      expect.objectContaining({ name: 'Safety basics', status: 'notStarted', overdue: false }),
    ]);
    expect((await get(learner, `users/${learner.user.id}/show/courses`)).statusCode).toBe(200);
    expect((await get(learner, `users/${admin.user.id}/showAdmin`)).statusCode).toBe(403);
    expect((await get(stranger, `users/${learner.user.id}/showAdmin`)).statusCode).toBe(404);
    expect((await get(stranger, `users/${learner.user.id}/show/courses`)).statusCode).toBe(404);
    expect((await get(admin, 'users/not-an-id/showAdmin')).statusCode).toBe(400);
  });

  it('edits license, manager, stage, details, name, email, language and status', async () => {
    const person = await makeUser(app, admin.team.id);
    const boss = await makeUser(app, admin.team.id);
    const res = await post(admin, `users/${person.id}/update/super`, {
      license_type: 'Creator',
      license_name: 'Gold',
      stage: 3,
      details: { company: 'Acme', zone: 'North' },
      first_name: 'Asha',
      last_name: 'Rao',
      email: 'asha@example.com',
      lang: 'kn',
      managerId: boss.id,
      active: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      license_type: 'Creator',
      license_name: 'Gold',
      stage: 3,
      details: { company: 'Acme', zone: 'North' },
      first_name: 'Asha',
      email: 'asha@example.com',
      lang: 'kn',
      active: false,
      manager: { _id: boss.id },
    });
    expect((await findUserById(app.db, boss.id))?.isManager).toBe(true);
    // A circle is refused.
    const circle = await post(admin, `users/${boss.id}/update/super`, { managerId: person.id });
    expect(circle.statusCode).toBe(409);
  });

  it('answers bad input with its message and guards licenses', async () => {
    const person = await makeUser(app, admin.team.id);
    const email = await post(admin, `users/${person.id}/update/super`, { email: 'nope' });
    expect(email.statusCode).toBe(400);
    expect(email.json().message).toContain(VALIDATION_MESSAGES.emailMalformed);
    const empty = await post(admin, `users/${person.id}/update/super`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(VALIDATION_MESSAGES.emptyUpdate);
    expect((await post(admin, `users/${person.id}/update/super`, { stage: 9 })).statusCode).toBe(400);

    const grant = await post(admin, `users/${person.id}/update/super`, { license_type: 'SuperAdmin' });
    expect(grant.statusCode).toBe(403);
    expect(grant.json()).toEqual({
      message: USER_ADMIN_MESSAGES.superAdminOnly,
      messageKey: 'userAdmin.superAdminOnly',
    });
    expect(
      (await post(superAdmin, `users/${person.id}/update/super`, { license_type: 'SuperAdmin' })).statusCode,
    ).toBe(200);
    const own = await post(admin, `users/${admin.user.id}/update/super`, { license_type: 'Learner' });
    expect(own.statusCode).toBe(409);

    expect((await post(learner, `users/${person.id}/update/super`, { stage: 2 })).statusCode).toBe(403);
    expect((await post(creator, `users/${person.id}/update/super`, { stage: 2 })).statusCode).toBe(403);
    expect((await post(stranger, `users/${person.id}/update/super`, { stage: 2 })).statusCode).toBe(404);
    expect((await findUserById(app.db, person.id))?.stage).toBe(1);
  });
});

describe('users/createnroll', () => {
  it('creates a user and enrols them in the chosen courses in one step', async () => {
    const a = await makeCourse(app, admin.team.id, { name: 'Onboarding' });
    const b = await makeCourse(app, admin.team.id, { name: 'Ethics' });
    const res = await post(admin, 'users/createnroll', {
      username: `newbie${admin.team.id.slice(0, 6)}`,
      password: 'Str0ng@pass',
      first_name: 'Nina',
      email: 'nina@example.com',
      courseIds: [a.course.id, b.course.id],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().enrolled.sort()).toEqual([a.course.id, b.course.id].sort());
    const token = await signInAs(app, res.json().user.username, 'Str0ng@pass');
    expect(token).toBeTruthy();
  });

  it('refuses bad input, a foreign course and non-admins, and writes nothing', async () => {
    const foreign = await makeCourse(app, stranger.team.id);
    const username = `nobody${admin.team.id.slice(0, 6)}`;
    const base = { username, password: 'Str0ng@pass', first_name: 'No' };
    const weak = await post(admin, 'users/createnroll', { ...base, password: 'weak' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toContain(VALIDATION_MESSAGES.passwordInvalid);
    const badName = await post(admin, 'users/createnroll', { ...base, username: 'Bad Name' });
    expect(badName.json().message).toContain(VALIDATION_MESSAGES.usernameUnavailable);
    expect(
      (await post(admin, 'users/createnroll', { ...base, courseIds: [foreign.course.id] })).statusCode,
    ).toBe(404);
    expect((await post(learner, 'users/createnroll', base)).statusCode).toBe(403);
    expect((await post(admin, 'users/createnroll', { ...base, license_type: 'SuperAdmin' })).statusCode).toBe(
      403,
    );
    const check = await app.inject(`/api/v3/users/check/${username}`);
    expect(check.json().available).toBe(true);
  });
});

describe('users/{id}/update/acceptterms', () => {
  it('records your own acceptance only', async () => {
    const me = await makeSignedInUser(app, { teamId: admin.team.id });
    const res = await post(me, `users/${me.user.id}/update/acceptterms`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().license.termsAccepted).toBe(true);
    expect((await post(me, `users/${learner.user.id}/update/acceptterms`, {})).statusCode).toBe(403);
    expect((await post(stranger, `users/${learner.user.id}/update/acceptterms`, {})).statusCode).toBe(404);
    expect((await post(me, 'users/zzz/update/acceptterms', {})).statusCode).toBe(400);
  });
});
