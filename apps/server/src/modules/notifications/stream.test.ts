import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeSignedInUser } from '../../test/factories';

let app: FastifyInstance;
let base: string;
beforeAll(async () => {
  app = await createTestApp();
  base = await listen(app);
});
afterAll(() => app.close());

async function listen(instance: FastifyInstance) {
  await instance.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(instance.server.address() as AddressInfo).port}`;
}

interface SseEvent {
  event: string;
  data: string;
}

/** Opens an event stream with fetch and reads it event by event (comment lines skipped). */
async function openStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const next = async (): Promise<SseEvent | null> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = Object.fromEntries(
          block
            .split('\n')
            .filter((line) => line && !line.startsWith(':'))
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
        );
        if (fields.event) return { event: fields.event, data: fields.data ?? '' };
        continue;
      }
      const { value, done } = await reader.read();
      if (done) return null;
      buffer += decoder.decode(value, { stream: true });
    }
  };
  const count = async () => {
    const event = await next();
    expect(event?.event).toBe('unread');
    return JSON.parse(event?.data ?? '{}').count as number;
  };
  return { res, next, count, close: () => controller.abort() };
}

const streamUrl = (userId: string, token?: string) =>
  `${base}/api/v3/users/${userId}/notifications/stream${token ? `?access_token=${encodeURIComponent(token)}` : ''}`;

describe('notifications stream', () => {
  it("passes the team's social events to its members' streams, not to other teams'", async () => {
    const learner = await makeSignedInUser(app);
    const colleague = await makeSignedInUser(app, { teamId: learner.team.id });
    const stranger = await makeSignedInUser(app);
    const stream = await openStream(streamUrl(learner.user.id, learner.token));
    const other = await openStream(streamUrl(stranger.user.id, stranger.token));
    expect(await stream.count()).toBe(0);
    expect(await other.count()).toBe(0);
    const created = await app.inject({
      method: 'POST',
      url: '/api/v3/social/posts/create',
      headers: colleague.headers,
      payload: { html: '<p>Hello team</p>' },
    });
    expect(created.statusCode).toBe(201);
    const event = await stream.next();
    expect(event).toEqual({
      event: 'social',
      data: JSON.stringify({ type: 'post.created', postId: created.json()._id }),
    });
    const nothing = await Promise.race([
      other.next().catch(() => null),
      new Promise((done) => setTimeout(() => done('quiet'), 300)),
    ]);
    expect(nothing).toBe('quiet');
    stream.close();
    other.close();
  });

  it('sends the unread count on connect and each time it changes', async () => {
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    const learner = await makeSignedInUser(app, { teamId: admin.team.id });
    const stream = await openStream(streamUrl(learner.user.id, learner.token));
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toContain('text/event-stream');
    expect(await stream.count()).toBe(0);

    // The stream sends a count only when it changes, so each change is awaited before the next.
    for (const [title, expected] of [
      ['One', 1],
      ['Two', 2],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/v3/users/${learner.user.id}/notifications/create`,
        headers: admin.headers,
        payload: { message: { title } },
      });
      expect(res.statusCode).toBe(201);
      expect(await stream.count()).toBe(expected);
    }
    await app.inject({
      method: 'POST',
      url: `/api/v3/users/${learner.user.id}/notifications/update/markread`,
      headers: learner.headers,
      payload: { all: true },
    });
    expect(await stream.count()).toBe(0);
    stream.close();
  });

  it('takes the token from the access-token header too', async () => {
    const learner = await makeSignedInUser(app);
    const stream = await openStream(streamUrl(learner.user.id), learner.headers);
    expect(await stream.count()).toBe(0);
    stream.close();
  });

  it('refuses a missing or bad token, a teammate and another team', async () => {
    const admin = await makeSignedInUser(app, { license: 'Admin' });
    const learner = await makeSignedInUser(app, { teamId: admin.team.id });
    const stranger = await makeSignedInUser(app);
    const status = async (url: string) => (await app.inject({ url: url.replace(base, '') })).statusCode;
    expect(await status(streamUrl(learner.user.id))).toBe(440);
    expect(await status(streamUrl(learner.user.id, 'not-a-token'))).toBe(440);
    expect(await status(streamUrl(learner.user.id, admin.token))).toBe(403);
    expect(await status(streamUrl(learner.user.id, stranger.token))).toBe(404);
    expect(await status(streamUrl('nope', learner.token))).toBe(400);
    // Only the stream reads a token from the URL.
    const elsewhere = `/api/v3/users/${learner.user.id}/notifications/fetch/all?access_token=${learner.token}`;
    expect((await app.inject({ url: elsewhere })).statusCode).toBe(440);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'hears changes made by another process (LISTEN/NOTIFY)',
    async () => {
      const learner = await makeSignedInUser(app);
      const stream = await openStream(streamUrl(learner.user.id, learner.token));
      expect(await stream.count()).toBe(0);
      const pool = (app.db as unknown as { $client: pg.Pool }).$client;
      const other = new pg.Client(pool.options);
      await other.connect();
      try {
        await other.query('begin');
        await other.query(
          `insert into notifications (team_id, user_id, title) values ($1, $2, 'Elsewhere')`,
          [learner.team.id, learner.user.id],
        );
        await other.query(`select pg_notify('lp_inbox', $1)`, [learner.user.id]);
        await other.query('commit');
      } finally {
        await other.end();
      }
      expect(await stream.count()).toBe(1);
      stream.close();
    },
  );

  it('ends open streams when the app closes', async () => {
    const own = await createTestApp();
    const url = await listen(own);
    const learner = await makeSignedInUser(own);
    const stream = await openStream(
      `${url}/api/v3/users/${learner.user.id}/notifications/stream`,
      learner.headers,
    );
    expect(await stream.count()).toBe(0);
    await own.close();
    expect(await stream.next()).toBeNull();
  });
});
