import type { Feed, LikeResult, PostDetail, SocialImage } from '@lp/shared/social/index';
import { SOCIAL_LIMITS, SOCIAL_MESSAGES } from '@lp/shared/social/index';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeArticle, makeCourse } from '../../test/content-factory';
import { makeTeam } from '../../test/factories';
import { multipartWithFile, pngBytes } from '../assets/test-helpers';
import { onTeamEvent } from '../notifications/live';
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
const NO_ID = '00000000-0000-4000-8000-000000000000';

async function setup(features: Record<string, boolean> = {}) {
  const team = await makeTeam(app, features);
  const admin = await member(app, team.id, 'Admin');
  const alice = await member(app, team.id);
  const bob = await member(app, team.id);
  return { team, admin, alice, bob };
}

const write = async (headers: Headers, html: string, extra: object = {}) => {
  const res = await post('posts/create', headers, { html, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<PostDetail>();
};

async function uploadImage(headers: Headers): Promise<SocialImage> {
  const body = multipartWithFile({ content: await pngBytes(40, 30), filename: 'photo.png' });
  const res = await app.inject({
    method: 'POST',
    url: '/api/v3/social/images/create',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<SocialImage>();
}

describe('posting and the feed', () => {
  it('creates a post with images and a link and pages the feed newest first', async () => {
    const { team, alice, bob } = await setup();
    const course = await makeCourse(app, team.id, { name: 'Safety basics' });
    const image = await uploadImage(alice.headers);
    expect(image).toMatchObject({ width: 40, height: 30 });
    const first = await write(alice.headers, '<p>Hello <strong>team</strong></p>', {
      images: [image._id],
      link: { kind: 'course', id: course.course.id },
    });
    expect(first).toMatchObject({
      html: '<p>Hello <strong>team</strong></p>',
      author: { _id: alice.user.id, name: 'Test User', level: 1, levelName: expect.any(String) },
      images: [{ _id: image._id, width: 40, height: 30 }],
      link: { kind: 'course', _id: course.course.id, name: 'Safety basics' },
      likeCount: 0,
      liked: false,
      commentCount: 0,
      canDelete: true,
      canReport: false,
      comments: [],
    });
    expect((await app.inject({ url: first.images[0]?.url ?? '' })).statusCode).toBe(200);
    const second = await write(bob.headers, 'Second');
    const third = await write(bob.headers, 'Third');

    const page1 = (await get('feed?limit=2', alice.headers)).json<Feed>();
    expect(page1.posts.map((p) => p._id)).toEqual([third._id, second._id]);
    expect(page1.posts[0]).toMatchObject({ canDelete: false, canReport: true });
    expect(page1.nextCursor).toEqual(expect.any(String));
    const page2 = (await get(`feed?limit=2&cursor=${page1.nextCursor}`, alice.headers)).json<Feed>();
    expect(page2.posts.map((p) => p._id)).toEqual([first._id]);
    expect(page2.nextCursor).toBeNull();

    const detail = await get(`posts/${first._id}`, bob.headers);
    expect(detail.json<PostDetail>()).toMatchObject({ _id: first._id, canReport: true });
  });

  it('links an article of the team and refuses another team’s course', async () => {
    const { team, alice } = await setup();
    const article = await makeArticle(app, team.id, { name: 'Read me' });
    const withArticle = await write(alice.headers, 'Read this', {
      link: { kind: 'article', id: article.id },
    });
    expect(withArticle.link).toMatchObject({
      kind: 'article',
      name: 'Read me',
      readerType: expect.any(String),
    });
    const other = await makeTeam(app);
    const foreign = await makeCourse(app, other.id);
    const res = await post('posts/create', alice.headers, {
      html: 'x',
      link: { kind: 'course', id: foreign.course.id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SOCIAL_MESSAGES.linkNotFound);
  });

  it('refuses empty, too long, too many and foreign images, bad cursors and bad ids', async () => {
    const { alice, bob } = await setup();
    const empty = await post('posts/create', alice.headers, { html: '<p> </p><script>x</script>' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(SOCIAL_MESSAGES.textRequired);
    const long = await post('posts/create', alice.headers, { html: 'x'.repeat(SOCIAL_LIMITS.textMax + 1) });
    expect(long.json().message).toBe(SOCIAL_MESSAGES.textTooLong);
    const five = await post('posts/create', alice.headers, { html: 'x', images: Array(5).fill(NO_ID) });
    expect(five.statusCode).toBe(400);
    expect(five.json().message).toContain(SOCIAL_MESSAGES.tooManyImages);
    const bobsImage = await uploadImage(bob.headers);
    const stolen = await post('posts/create', alice.headers, { html: 'x', images: [bobsImage._id] });
    expect(stolen.json().message).toBe(SOCIAL_MESSAGES.imageNotFound);
    const imageOnly = await post('posts/create', bob.headers, { images: [bobsImage._id] });
    expect(imageOnly.statusCode).toBe(201);
    const reused = await post('posts/create', bob.headers, { html: 'Again', images: [bobsImage._id] });
    expect(reused.json().message).toBe(SOCIAL_MESSAGES.imageNotFound);
    expect((await get('feed?cursor=nonsense', alice.headers)).json().message).toBe(
      SOCIAL_MESSAGES.invalidCursor,
    );
    expect((await get('feed?limit=500', alice.headers)).statusCode).toBe(400);
    expect((await get('posts/not-a-uuid', alice.headers)).statusCode).toBe(400);
    expect((await get(`posts/${NO_ID}`, alice.headers)).statusCode).toBe(404);
    expect((await get('feed', {})).statusCode).toBe(440);
  });

  it('stores no script, event handler or javascript: link (stored XSS)', async () => {
    const { alice } = await setup();
    const created = await write(
      alice.headers,
      '<p onclick="steal()">Hi<script>alert(1)</script><img src=x onerror=alert(2)>' +
        '<a href="javascript:alert(3)">bad</a> <a href="https://example.com" onmouseover="x()">good</a>' +
        '<iframe src="https://evil.example"></iframe><svg onload=alert(4)></svg></p>',
    );
    expect(created.html).not.toMatch(
      /script|onerror|onclick|onmouseover|onload|javascript:|<img|<iframe|<svg/i,
    );
    expect(created.html).toContain(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">good</a>',
    );
    expect(created.html).toContain('<a rel="noopener noreferrer nofollow" target="_blank">bad</a>');
    const comment = await post(`posts/${created._id}/comments/create`, alice.headers, {
      text: '<img src=x onerror=alert(1)>Nice <b>one</b>',
    });
    expect(comment.json().body).toBe('Nice one');
  });
});

describe('likes', () => {
  it('toggles, sets idempotently, and never double counts under concurrency', async () => {
    const { alice, bob, admin } = await setup();
    const created = await write(alice.headers, 'Like me');
    const like = (headers: Headers, payload?: object) => post(`posts/${created._id}/like`, headers, payload);
    expect((await like(bob.headers)).json<LikeResult>()).toEqual({ likeCount: 1, liked: true });
    expect((await like(bob.headers)).json<LikeResult>()).toEqual({ likeCount: 0, liked: false });

    const same = await Promise.all(Array.from({ length: 8 }, () => like(bob.headers, { liked: true })));
    expect(same.every((r) => r.statusCode === 200)).toBe(true);
    const toggles = await Promise.all([alice, admin].flatMap((u) => [like(u.headers)]));
    expect(toggles.every((r) => r.statusCode === 200)).toBe(true);
    const detail = (await get(`posts/${created._id}`, bob.headers)).json<PostDetail>();
    expect(detail).toMatchObject({ likeCount: 3, liked: true });

    const racing = await Promise.all(Array.from({ length: 6 }, () => like(alice.headers)));
    expect(racing.every((r) => r.statusCode === 200)).toBe(true);
    const after = (await get(`posts/${created._id}`, alice.headers)).json<PostDetail>();
    expect(after.likeCount === 2 || after.likeCount === 3).toBe(true);
    expect(after.likeCount).toBe(after.liked ? 3 : 2);
    expect((await like(bob.headers, { liked: 'yes' })).statusCode).toBe(400);
  });
});

describe('comments, deleting and reporting', () => {
  it('comments, counts them, and lets the author or a moderator delete', async () => {
    const { admin, alice, bob } = await setup();
    const created = await write(alice.headers, 'Discuss');
    const url = `posts/${created._id}/comments`;
    const c1 = await post(`${url}/create`, bob.headers, { text: 'First!' });
    expect(c1.statusCode).toBe(201);
    expect(c1.json()).toMatchObject({ body: 'First!', canDelete: true, author: { _id: bob.user.id } });
    const c2 = (await post(`${url}/create`, alice.headers, { text: 'Thanks' })).json();
    expect((await post(`${url}/create`, bob.headers, { text: '   ' })).statusCode).toBe(400);
    const detail = (await get(`posts/${created._id}`, alice.headers)).json<PostDetail>();
    expect(detail.commentCount).toBe(2);
    expect(detail.comments.map((c) => c.body)).toEqual(['First!', 'Thanks']);

    expect((await post(`${url}/${c2._id}/delete`, bob.headers)).statusCode).toBe(403);
    expect((await post(`${url}/${c1.json()._id}/delete`, bob.headers)).statusCode).toBe(200);
    expect((await post(`${url}/${c2._id}/delete`, admin.headers)).statusCode).toBe(200);
    expect((await post(`${url}/${NO_ID}/delete`, admin.headers)).statusCode).toBe(404);

    expect((await post(`posts/${created._id}/delete`, bob.headers)).statusCode).toBe(403);
    expect((await post(`posts/${created._id}/delete`, alice.headers)).statusCode).toBe(200);
    expect((await get(`posts/${created._id}`, alice.headers)).statusCode).toBe(404);
    const mine = await write(bob.headers, 'Moderated');
    expect((await post(`posts/${mine._id}/delete`, admin.headers)).statusCode).toBe(200);
  });

  it('takes one report per person with a reason, never of one’s own post', async () => {
    const { alice, bob } = await setup();
    const created = await write(alice.headers, 'Report me');
    const url = `posts/${created._id}/report`;
    expect((await post(url, bob.headers, { reason: 'x' })).json().message).toBe(
      SOCIAL_MESSAGES.reasonRequired,
    );
    const ok = await post(url, bob.headers, { reason: 'Offensive language' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().message).toBe(SOCIAL_MESSAGES.reported);
    const again = await post(url, bob.headers, { reason: 'Offensive language' });
    expect(again.statusCode).toBe(409);
    expect((await post(url, alice.headers, { reason: 'My own' })).json().message).toBe(
      SOCIAL_MESSAGES.ownPost,
    );
    expect((await get(`posts/${created._id}`, bob.headers)).json<PostDetail>().canReport).toBe(false);
  });
});

describe('tenancy, the flag, rate limits and live events', () => {
  it("answers 404 for another team's posts and comments", async () => {
    const { alice } = await setup();
    const created = await write(alice.headers, 'Ours');
    const comment = (
      await post(`posts/${created._id}/comments/create`, alice.headers, { text: 'Hi' })
    ).json();
    const stranger = await member(app, (await makeTeam(app)).id, 'Admin');
    expect((await get(`posts/${created._id}`, stranger.headers)).statusCode).toBe(404);
    for (const path of ['like', 'delete', 'comments/create', `comments/${comment._id}/delete`, 'report'])
      expect(
        (await post(`posts/${created._id}/${path}`, stranger.headers, { text: 'x', reason: 'spam!' }))
          .statusCode,
      ).toBe(404);
    expect((await get('feed', stranger.headers)).json<Feed>().posts).toEqual([]);
  });

  it('is off on every route while the team’s social flag is off', async () => {
    const { admin, alice } = await setup({ social: false });
    for (const res of [
      await get('feed', alice.headers),
      await post('posts/create', alice.headers, { html: 'x' }),
      await get(`posts/${NO_ID}`, alice.headers),
      await post(`posts/${NO_ID}/like`, alice.headers),
      await get('moderation/posts', admin.headers),
      await get('reports', admin.headers),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(SOCIAL_MESSAGES.featureOff);
    }
  });

  it('limits posting per person', async () => {
    const { alice, bob } = await setup();
    for (let i = 0; i < SOCIAL_LIMITS.postsPerMinute; i++) await write(alice.headers, `Post ${i}`);
    const limited = await post('posts/create', alice.headers, { html: 'One too many' });
    expect(limited.statusCode).toBe(429);
    expect((await post('posts/create', bob.headers, { html: 'Mine still works' })).statusCode).toBe(201);
  });

  it('tells the team’s open streams about new posts, likes and comments', async () => {
    const { team, alice, bob } = await setup();
    const events: unknown[] = [];
    const stop = onTeamEvent(team.id, (data) => events.push(JSON.parse(data)));
    const created = await write(alice.headers, 'Live');
    await post(`posts/${created._id}/like`, bob.headers);
    await post(`posts/${created._id}/comments/create`, bob.headers, { text: 'Seen it' });
    stop();
    expect(events).toEqual([
      { type: 'post.created', postId: created._id },
      { type: 'post.changed', postId: created._id },
      { type: 'post.changed', postId: created._id },
    ]);
  });
});
