import type { NotificationList } from '@lp/shared/notifications';
import type {
  Feed,
  ModerationCommentList,
  ModerationPostList,
  PostDetail,
  ReportList,
} from '@lp/shared/social/index';
import { SOCIAL_MESSAGES, SOCIAL_NOTICES } from '@lp/shared/social/index';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeTeam } from '../../test/factories';
import { member } from './test-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload?: object) =>
  app.inject({ method: 'POST', url: `/api/v3/social/${url}`, headers, ...(payload ? { payload } : {}) });
const get = (url: string, headers: Headers) => app.inject({ url: `/api/v3/social/${url}`, headers });

async function setup() {
  const team = await makeTeam(app);
  const creator = await member(app, team.id, 'Creator');
  const admin = await member(app, team.id, 'Admin');
  const alice = await member(app, team.id);
  const bob = await member(app, team.id);
  const write = async (headers: Headers, html: string) => {
    const res = await post('posts/create', headers, { html });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<PostDetail>();
  };
  return { team, creator, admin, alice, bob, write };
}

const inbox = async (user: { user: { id: string }; headers: Headers }) =>
  (
    await app.inject({ url: `/api/v3/users/${user.user.id}/notifications/fetch/all`, headers: user.headers })
  ).json<NotificationList>();

describe('moderation lists', () => {
  it('lists every post and comment with status, author and date filters; learners may not', async () => {
    const { creator, alice, bob, write } = await setup();
    const a = await write(alice.headers, 'By Alice');
    const b = await write(bob.headers, 'By Bob');
    await post(`posts/${a._id}/comments/create`, bob.headers, { text: 'Bob comments' });
    await post(`posts/${b._id}/hide`, creator.headers);
    await post(`posts/${a._id}/report`, bob.headers, { reason: 'Spam spam' });

    const all = (await get('moderation/posts', creator.headers)).json<ModerationPostList>();
    expect(all.total).toBe(2);
    expect(all.posts.map((p) => [p._id, p.hidden, p.openReports])).toEqual([
      [b._id, true, 0],
      [a._id, false, 1],
    ]);
    const hidden = (await get('moderation/posts?status=hidden', creator.headers)).json<ModerationPostList>();
    expect(hidden.posts.map((p) => p._id)).toEqual([b._id]);
    const reported = (
      await get('moderation/posts?status=reported', creator.headers)
    ).json<ModerationPostList>();
    expect(reported.posts.map((p) => p._id)).toEqual([a._id]);
    const byAlice = (
      await get(`moderation/posts?authorId=${alice.user.id}`, creator.headers)
    ).json<ModerationPostList>();
    expect(byAlice.posts.map((p) => p._id)).toEqual([a._id]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`moderation/posts?from=${today}&to=${today}`, creator.headers)).json().total).toBe(2);
    expect((await get('moderation/posts?to=2000-01-01', creator.headers)).json().total).toBe(0);
    expect((await get('moderation/posts?from=yesterday', creator.headers)).statusCode).toBe(400);
    expect((await get('moderation/posts?status=odd', creator.headers)).statusCode).toBe(400);

    const comments = (await get('moderation/comments', creator.headers)).json<ModerationCommentList>();
    expect(comments.comments).toMatchObject([{ body: 'Bob comments', postExcerpt: 'By Alice' }]);

    for (const url of ['moderation/posts', 'moderation/comments', 'reports', 'mutes']) {
      const res = await get(url, alice.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: SOCIAL_MESSAGES.notModerator,
        messageKey: 'social.notModerator',
      });
    }
  });
});

describe('hiding and deleting', () => {
  it('hides a post from the feed, tells the author, and shows it again on unhide', async () => {
    const { admin, alice, bob, write } = await setup();
    const created = await write(alice.headers, 'Questionable');
    expect((await post(`posts/${created._id}/hide`, bob.headers)).statusCode).toBe(403);
    const hidden = await post(`posts/${created._id}/hide`, admin.headers);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ hidden: true });
    expect((await get('feed', bob.headers)).json<Feed>().posts).toEqual([]);
    expect((await get(`posts/${created._id}`, bob.headers)).statusCode).toBe(404);
    expect((await get(`posts/${created._id}`, alice.headers)).json()).toMatchObject({ hidden: true });
    expect(
      (await post(`posts/${created._id}/comments/create`, alice.headers, { text: 'Hi' })).statusCode,
    ).toBe(403);
    const told = await inbox(alice);
    expect(told.notifications[0]).toMatchObject({
      title: SOCIAL_NOTICES.postHidden,
      description: 'Questionable',
      link: `/social/${created._id}`,
    });

    expect((await post(`posts/${created._id}/unhide`, admin.headers)).json()).toMatchObject({
      hidden: false,
    });
    expect((await get('feed', bob.headers)).json<Feed>().posts).toHaveLength(1);
  });

  it('hides and deletes comments; a moderator deleting a post tells its author', async () => {
    const { creator, alice, bob, write } = await setup();
    const created = await write(alice.headers, 'Thread');
    const comment = (
      await post(`posts/${created._id}/comments/create`, bob.headers, { text: 'Rude' })
    ).json();
    const hide = await post(`posts/${created._id}/comments/${comment._id}/hide`, creator.headers);
    expect(hide.json()).toMatchObject({ hidden: true });
    expect((await get(`posts/${created._id}`, alice.headers)).json<PostDetail>().comments).toEqual([]);
    expect((await get(`posts/${created._id}`, creator.headers)).json<PostDetail>().comments).toHaveLength(1);
    expect((await inbox(bob)).notifications[0]?.title).toBe(SOCIAL_NOTICES.commentHidden);
    expect(
      (await post(`posts/${created._id}/comments/${comment._id}/unhide`, creator.headers)).json().hidden,
    ).toBe(false);

    expect((await post(`posts/${created._id}/delete`, creator.headers)).statusCode).toBe(200);
    expect((await inbox(alice)).notifications[0]).toMatchObject({ title: SOCIAL_NOTICES.postDeleted });
    const own = await write(bob.headers, 'Mine');
    await post(`posts/${own._id}/delete`, bob.headers);
    expect((await inbox(bob)).notifications.map((n) => n.title)).not.toContain(SOCIAL_NOTICES.postDeleted);
  });
});

describe('the reports queue', () => {
  it('resolves, dismisses, and resolves with hide or delete', async () => {
    const { admin, alice, bob, creator, write } = await setup();
    const p1 = await write(alice.headers, 'One');
    const p2 = await write(alice.headers, 'Two');
    const p3 = await write(alice.headers, 'Three');
    for (const p of [p1, p2, p3]) await post(`posts/${p._id}/report`, bob.headers, { reason: 'Not okay' });
    await post(`posts/${p3._id}/report`, creator.headers, { reason: 'Also not okay' });
    const queue = (await get('reports', admin.headers)).json<ReportList>();
    expect(queue.reports).toHaveLength(4);
    expect(queue.reports[0]).toMatchObject({
      postId: p1._id,
      postExcerpt: 'One',
      reason: 'Not okay',
      status: 'open',
      reporter: { _id: bob.user.id },
      postAuthor: { _id: alice.user.id },
    });
    const [r1, r2, r3] = queue.reports;
    if (!r1 || !r2 || !r3) throw new Error('reports missing');

    expect((await post(`reports/${r1._id}/dismiss`, admin.headers)).statusCode).toBe(200);
    expect((await post(`reports/${r1._id}/dismiss`, admin.headers)).statusCode).toBe(409);
    expect((await post(`reports/${r2._id}/resolve`, admin.headers, { action: 'hide' })).statusCode).toBe(200);
    expect((await get(`posts/${p2._id}`, bob.headers)).statusCode).toBe(404);
    expect((await post(`reports/${r3._id}/resolve`, admin.headers, { action: 'delete' })).statusCode).toBe(
      200,
    );
    expect((await get('reports', admin.headers)).json<ReportList>().reports).toEqual([]);
    const resolved = (await get('reports?status=resolved', admin.headers)).json<ReportList>();
    expect(resolved.reports.map((r) => r.postId).sort()).toEqual([p2._id].sort());
    expect((await get('reports?status=dismissed', admin.headers)).json<ReportList>().reports).toHaveLength(1);
    expect((await post(`reports/${r1._id}/resolve`, admin.headers, { action: 'explode' })).statusCode).toBe(
      400,
    );
    expect((await post('reports/not-an-id/dismiss', admin.headers)).statusCode).toBe(400);

    const stranger = await member(app, (await makeTeam(app)).id, 'Admin');
    const p4 = await write(alice.headers, 'Four');
    await post(`posts/${p4._id}/report`, bob.headers, { reason: 'Again' });
    const open = (await get('reports', admin.headers)).json<ReportList>().reports[0];
    expect((await post(`reports/${open?._id}/dismiss`, stranger.headers)).statusCode).toBe(404);
    expect((await post(`posts/${p4._id}/hide`, stranger.headers)).statusCode).toBe(404);
    expect((await get('reports', stranger.headers)).json<ReportList>().reports).toEqual([]);
  });
});

describe('muting', () => {
  it('stops a muted person posting and commenting with a clear 403 until unmuted', async () => {
    const { admin, alice, bob, write } = await setup();
    const created = await write(bob.headers, 'Before');
    const muted = await post(`users/${alice.user.id}/mute`, admin.headers, { days: 3, reason: 'Cool down' });
    expect(muted.statusCode).toBe(200);
    expect(muted.json()).toMatchObject({ userId: alice.user.id, reason: 'Cool down' });
    const until = new Date(muted.json().until).getTime();
    expect(until - Date.now()).toBeGreaterThan(2.9 * 24 * 3600 * 1000);

    const refused = await post('posts/create', alice.headers, { html: 'Let me speak' });
    expect(refused.statusCode).toBe(403);
    const untilText = new Date(until).toUTCString();
    expect(refused.json()).toEqual({
      message: SOCIAL_MESSAGES.muted(untilText),
      messageKey: 'social.muted',
      params: { until: untilText },
    });
    const comment = await post(`posts/${created._id}/comments/create`, alice.headers, { text: 'Hi' });
    expect(comment.statusCode).toBe(403);
    expect((await post(`posts/${created._id}/like`, alice.headers)).statusCode).toBe(200);
    expect((await get('mutes', admin.headers)).json().mutes).toMatchObject([{ userId: alice.user.id }]);

    expect((await post(`users/${alice.user.id}/mute`, admin.headers, { days: 0 })).statusCode).toBe(400);
    expect((await post(`users/${alice.user.id}/mute`, alice.headers, { days: 1 })).statusCode).toBe(403);
    expect((await post(`users/${admin.user.id}/mute`, admin.headers, { days: 1 })).json().message).toBe(
      SOCIAL_MESSAGES.muteSelf,
    );
    const stranger = await member(app, (await makeTeam(app)).id, 'Admin');
    expect((await post(`users/${alice.user.id}/mute`, stranger.headers, { days: 1 })).statusCode).toBe(404);

    expect((await post(`users/${alice.user.id}/unmute`, admin.headers)).statusCode).toBe(200);
    expect((await post('posts/create', alice.headers, { html: 'Back' })).statusCode).toBe(201);
    expect((await get('mutes', admin.headers)).json().mutes).toEqual([]);
  });
});
