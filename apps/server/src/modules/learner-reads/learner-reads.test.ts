import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { createPostgresTestDatabase, createTestDatabase } from '../../test/app';
import { makeArticle, makeCourse } from '../../test/content-factory';
import { makeSignedInUser } from '../../test/factories';
import { learnerRead, learnerReadStats } from './service';

/**
 * Course show, the library, the home feed and a learner's course records are answered from memory
 * once read: every kind of write must show in the very next read (triggers NOTIFY at commit, and
 * this process fences its LISTEN connection after its own writes), and a write made by another
 * connection as soon as its notification arrives.
 */
let app: FastifyInstance;
let database: DatabaseHandle;
/** Runs SQL on a connection of its own (PostgreSQL), or on the embedded database past the app. */
let elsewhere: (query: string, params: unknown[]) => Promise<void>;
let closeElsewhere = async () => {};

beforeAll(async () => {
  if (inject('postgres')) {
    const made = await createPostgresTestDatabase();
    database = made.handle;
    const client = new pg.Client({ connectionString: made.url });
    await client.connect();
    elsewhere = async (query, params) => {
      await client.query(query, params);
    };
    closeElsewhere = () => client.end();
  } else {
    database = await createTestDatabase();
    const pglite = database.client as import('@electric-sql/pglite').PGlite;
    elsewhere = async (query, params) => {
      await pglite.query(query, params);
    };
  }
  // With the session cache on, as in production: the serialized library and home feed are kept
  // while the viewer's user and team objects are the ones the session cache holds.
  app = await buildApp(testConfig({ sessionCacheMs: 60_000 }), { database });
  await app.ready();
});
afterAll(async () => {
  await closeElsewhere();
  await app.close();
});

async function setup() {
  const learner = await makeSignedInUser(app);
  const admin = await makeSignedInUser(app, { license: 'Admin', teamId: learner.team.id });
  const made = await makeCourse(app, learner.team.id, {
    name: 'Cached',
    topics: [[{ name: 'Only' }]],
    // Open only to its enrolled learners, so enrolments show.
    settings: { isPublic: false, teamSelfEnrolment: false },
  });
  const article = await makeArticle(app, learner.team.id, { name: 'Readable' });
  const get = (url: string, headers = learner.headers) => app.inject({ url, headers });
  const show = async () => (await get(`/api/v3/courses/${made.course.id}/show`)).json();
  const library = async () => (await get('/api/v3/courseLibrary')).json();
  const mine = async () =>
    (await get(`/api/v3/courses/${made.course.id}/learners/${learner.user.id}/show`)).json();
  const feedArticle = async () => {
    const feed = (await get('/api/v3/home/feed')).json();
    return feed.newlyAdded.find((i: { item: { _id: string } }) => i.item._id === article.id)?.item;
  };
  const as = (headers: Record<string, string>, method: string, url: string, payload?: object) =>
    app.inject({ method: method as 'POST', url, headers, ...(payload ? { payload } : {}) });
  const submit = (name: string, payload: object) =>
    as(learner.headers, 'POST', '/api/v3/activity/submit_queue', {
      trackers: [{ uuid: randomUUID(), name, payload, time: new Date().toISOString() }],
    });
  return {
    learner,
    admin,
    ...made,
    deck: made.decks[0] as (typeof made.decks)[number],
    article,
    show,
    library,
    mine,
    feedArticle,
    as,
    submit,
  };
}

const progressState = (card: { learner: { progress: { state: string } } }) => card.learner.progress.state;

describe('learner reads from memory', () => {
  it('answers a repeated read from memory', async () => {
    const s = await setup();
    await s.show();
    const before = learnerReadStats.hits;
    await s.show();
    await s.mine();
    await s.mine();
    expect(learnerReadStats.hits).toBeGreaterThanOrEqual(before + 2);
  });

  it('shows every kind of write in the very next read', async () => {
    const s = await setup();
    const warm = async () => {
      await s.show();
      await s.library();
      await s.mine();
      return s.feedArticle();
    };
    expect((await s.show()).learner.access.state).toBe('locked');
    await warm();

    // Enrolment by an admin opens the course.
    const added = await s.as(
      s.admin.headers,
      'POST',
      `/api/v3/courses/${s.course.id}/learners/${s.learner.user.id}/add`,
    );
    expect(added.statusCode).toBe(200);
    expect((await s.show()).learner.access.state).toBe('open');
    expect((await s.library()).courses.map((c: { _id: string }) => c._id)).toEqual([s.course.id]);
    await warm();

    // Progress through the tracker.
    expect((await s.submit('DECK_COMPLETED', { deckId: s.deck.id, timeSpent: 5 })).statusCode).toBeLessThan(
      300,
    );
    expect(progressState(await s.show())).toBe('complete');
    expect(progressState((await s.library()).courses[0])).toBe('complete');
    expect((await s.mine()).course).toMatchObject({ completion: true });
    await warm();

    // An admin override.
    const reset = await s.as(
      s.admin.headers,
      'PUT',
      `/api/v3/courses/${s.course.id}/users/${s.learner.user.id}/completion`,
      {
        completion: false,
      },
    );
    expect(reset.statusCode).toBe(200);
    // Taking completion back resets the course: its record goes.
    expect((await s.mine()).course?.completion ?? false).toBe(false);
    expect(progressState(await s.show())).not.toBe('complete');
    await warm();

    // A bookmark.
    expect((await s.feedArticle()).bookmarked).toBe(false);
    const marked = await s.as(s.learner.headers, 'POST', `/api/v3/favorites/article/${s.article.id}/toggle`);
    expect(marked.statusCode).toBe(200);
    expect((await s.feedArticle()).bookmarked).toBe(true);
    await warm();

    // A launch that resets the learners' progress.
    await s.submit('DECK_COMPLETED', { deckId: s.deck.id, timeSpent: 5 });
    expect((await s.mine()).course).toMatchObject({ completion: true });
    const launched = await s.as(s.admin.headers, 'POST', `/api/v3/courses/${s.course.id}/launch`, {
      resetProgress: true,
    });
    expect(launched.statusCode).toBe(200);
    expect((await s.mine()).course).toBeNull();
    expect(progressState(await s.show())).toBe('notStarted');
    await warm();

    // Unenrolment by an admin.
    const removed = await s.as(
      s.admin.headers,
      'POST',
      `/api/v3/courses/${s.course.id}/learners/${s.learner.user.id}/remove`,
    );
    expect(removed.statusCode).toBe(200);
    expect((await s.show()).learner.access.state).toBe('locked');
    expect((await s.library()).courses).toEqual([]);
  });

  it('shows a write straight to the tables through the app database in the next read', async () => {
    const s = await setup();
    await s.as(s.admin.headers, 'POST', `/api/v3/courses/${s.course.id}/learners/${s.learner.user.id}/add`);
    expect((await s.mine()).course).toBeNull();
    await app.db.execute(
      sql`insert into progress (user_id, team_id, scope, item_id, record) values (${s.learner.user.id}, ${s.learner.team.id}, 'course', ${s.course.id}, '{"completion": true, "viewedPercentage": 100}'::jsonb)`,
    );
    expect((await s.mine()).course).toMatchObject({ completion: true });
    expect(progressState(await s.show())).toBe('complete');
  });

  it('waits for the notification of a write this process committed just before', async () => {
    const s = await setup();
    const owner = { teamId: s.learner.team.id, userId: s.learner.user.id };
    // No request in between: each read starts as soon as the commit returns, before this process
    // has had a chance to read its LISTEN connection, unless the fence waits for it.
    const read = (value: string) => learnerRead(owner, 'fence-test', async () => value);
    let cached = await read('start');
    for (let i = 0; i < 20; i++) {
      expect(await read('not read')).toBe(cached);
      await app.db.execute(
        i % 2 === 0
          ? sql`insert into favorites (user_id, team_id, item_kind, item_id) values (${owner.userId}, ${owner.teamId}, 'article', ${s.article.id})`
          : sql`delete from favorites where user_id = ${owner.userId}`,
      );
      cached = `after ${i}`;
      expect(await read(cached)).toBe(cached);
    }
  });

  it('shows a write made by another connection once its notification arrives', async () => {
    const s = await setup();
    await s.as(s.admin.headers, 'POST', `/api/v3/courses/${s.course.id}/learners/${s.learner.user.id}/add`);
    expect(progressState(await s.show())).toBe('notStarted');
    expect((await s.feedArticle()).bookmarked).toBe(false);
    await elsewhere(
      `insert into progress (user_id, team_id, scope, item_id, record) values ($1, $2, 'course', $3, '{"completion": true, "viewedPercentage": 100}'::jsonb)`,
      [s.learner.user.id, s.learner.team.id, s.course.id],
    );
    await elsewhere(
      `insert into favorites (user_id, team_id, item_kind, item_id) values ($1, $2, 'article', $3)`,
      [s.learner.user.id, s.learner.team.id, s.article.id],
    );
    await elsewhere(`update courses set name = 'Renamed elsewhere' where id = $1`, [s.course.id]);
    const deadline = Date.now() + 1000;
    let card = await s.show();
    while (
      Date.now() < deadline &&
      (progressState(card) !== 'complete' || card.name !== 'Renamed elsewhere')
    ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      card = await s.show();
    }
    expect(progressState(card)).toBe('complete');
    expect(card.name).toBe('Renamed elsewhere');
    expect((await s.feedArticle()).bookmarked).toBe(true);
  });

  it("answers 404 to another team's learner, however warm the cache", async () => {
    const s = await setup();
    await s.show();
    await s.mine();
    const stranger = await makeSignedInUser(app);
    const course = await app.inject({
      url: `/api/v3/courses/${s.course.id}/show`,
      headers: stranger.headers,
    });
    expect(course.statusCode).toBe(404);
    const records = await app.inject({
      url: `/api/v3/courses/${s.course.id}/learners/${stranger.user.id}/show`,
      headers: stranger.headers,
    });
    expect(records.statusCode).toBe(404);
    const theirs = await app.inject({
      url: `/api/v3/courses/${s.course.id}/learners/${s.learner.user.id}/show`,
      headers: stranger.headers,
    });
    expect(theirs.statusCode).toBe(404);
  });
});
