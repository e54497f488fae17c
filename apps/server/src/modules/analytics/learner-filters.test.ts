import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { enrol, makeCourse } from '../../test/content-factory';
import { makeSignedInUser, makeUser, signInAs } from '../../test/factories';
import { setManager } from '../users/hierarchy.service';
import { updateUser } from '../users/service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** Four learners, each told apart by one segmentation detail, their name or their status. */
const PEOPLE = [
  {
    first: 'Priya',
    last: 'Shah',
    details: {
      company: 'Acme',
      zone: 'North',
      branch: 'Pune',
      department: 'Sales',
      date_of_joining: '2023-06-30T00:00:00.000Z',
    },
    completes: true,
  },
  {
    first: 'Omar',
    last: 'Haddad',
    details: {
      company: 'Acme',
      zone: 'South',
      branch: 'Chennai',
      department: 'Ops',
      date_of_joining: '2024-02-15',
    },
    completes: false,
  },
  {
    first: 'Lena',
    last: 'Berg',
    details: {
      company: 'Globex',
      zone: 'North',
      branch: 'Delhi',
      department: 'Sales',
      date_of_joining: '2024-11-01',
    },
    completes: false,
  },
  { first: 'Kai', last: 'Moss', details: {}, completes: false },
] as const;

async function scenario() {
  const creator = await makeSignedInUser(app, { license: 'Creator' });
  const teamId = creator.team.id;
  const manager = await makeUser(app, teamId, { manager: true });
  const { course, decks } = await makeCourse(app, teamId, { ownerId: creator.user.id });
  const deck = decks[0] as (typeof decks)[number];
  const ids: Record<string, string> = {};
  for (const person of PEOPLE) {
    const user = await makeUser(app, teamId, { username: `seg${randomUUID().slice(0, 8)}` });
    await updateUser(app.db, user.id, {
      firstName: person.first,
      lastName: person.last,
      details: person.details,
    });
    await enrol(app, teamId, course.id, user.id);
    ids[person.first] = user.id;
    if (person.completes) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v3/activity/submit_queue',
        headers: { 'access-token': await signInAs(app, user.username) },
        payload: {
          trackers: [
            {
              uuid: randomUUID(),
              name: 'DECK_COMPLETED',
              time: new Date().toISOString(),
              payload: { deckId: deck.id, timeSpent: 30, viewedPercentage: 100 },
            },
          ],
        },
      });
      expect(res.statusCode).toBe(200);
    }
  }
  // The manager's reports: Priya and Lena.
  for (const name of ['Priya', 'Lena']) await setManager(app.db, teamId, ids[name] as string, manager.id);
  return {
    creator,
    course,
    ids,
    managerId: manager.id,
    managerToken: await signInAs(app, manager.username),
  };
}

let s: Awaited<ReturnType<typeof scenario>>;
beforeAll(async () => {
  s = await scenario();
});

/** The names on `learners/{scope}?{filters}` as `viewer` sees them (the course's creator unless told). */
async function learners(query: string, viewer?: { userId: string; token: string }) {
  const { userId, token } = viewer ?? { userId: s.creator.user.id, token: s.creator.token };
  const res = await app.inject({
    url: `/api/v3/analytics/${userId}/${s.course.id}/learners/${query}`,
    headers: { 'access-token': token },
  });
  expect(res.statusCode).toBe(200);
  return (res.json().learners as { name: string }[]).map((l) => l.name).sort();
}

describe("a course's learners list, filtered and searched", () => {
  it('filters on company, zone, branch and department, alone and together', async () => {
    expect(await learners('all?company=Acme')).toEqual(['Omar Haddad', 'Priya Shah']);
    expect(await learners('all?zone=North')).toEqual(['Lena Berg', 'Priya Shah']);
    expect(await learners('all?branch=Chennai')).toEqual(['Omar Haddad']);
    expect(await learners('all?department=Sales')).toEqual(['Lena Berg', 'Priya Shah']);
    expect(await learners('all?company=Acme&department=Sales&zone=North&branch=Pune')).toEqual([
      'Priya Shah',
    ]);
    expect(await learners('all?zone=West')).toEqual([]);
  });

  it('filters on the date of joining, from and to (a day, or a stored timestamp)', async () => {
    expect(await learners('all?joinedFrom=2024-01-01')).toEqual(['Lena Berg', 'Omar Haddad']);
    expect(await learners('all?joinedTo=2023-06-30')).toEqual(['Priya Shah']);
    expect(await learners('all?joinedFrom=2024-01-01&joinedTo=2024-06-30')).toEqual(['Omar Haddad']);
  });

  it('filters on status and searches by first, last or full name', async () => {
    expect(await learners('completed')).toEqual(['Priya Shah']);
    expect(await learners('not_started')).toEqual(['Kai Moss', 'Lena Berg', 'Omar Haddad']);
    expect(await learners('all?search=priya')).toEqual(['Priya Shah']);
    expect(await learners('all?search=Haddad')).toEqual(['Omar Haddad']);
    expect(await learners(`all?search=${encodeURIComponent('Lena Berg')}`)).toEqual(['Lena Berg']);
    expect(await learners('not_started?search=priya')).toEqual([]);
  });

  it("applies the same filters within a manager's reports", async () => {
    const manager = { userId: s.managerId, token: s.managerToken };
    expect(await learners('all', manager)).toEqual(['Lena Berg', 'Priya Shah']);
    expect(await learners('all?zone=North&company=Globex', manager)).toEqual(['Lena Berg']);
    expect(await learners('all?company=Acme&zone=South', manager)).toEqual([]);
  });

  it('exports the rows the filters select', async () => {
    const res = await app.inject({
      url: `/api/v3/analytics/${s.creator.user.id}/${s.course.id}/learners/all/export/csv?zone=North&sort=name`,
      headers: { 'access-token': s.creator.token },
    });
    expect(res.statusCode).toBe(200);
    const rows: { name: string }[] = parse(res.body, { columns: true });
    expect(rows.map((row) => row.name)).toEqual(['Lena Berg', 'Priya Shah']);
  });

  it('answers 400 with a message for a date not written as YYYY-MM-DD', async () => {
    const res = await app.inject({
      url: `/api/v3/analytics/${s.creator.user.id}/${s.course.id}/learners/all?joinedFrom=01/02/2024`,
      headers: { 'access-token': s.creator.token },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Dates must be YYYY-MM-DD');
  });
});
