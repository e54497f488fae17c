import { DEFAULT_ARTICLE_SETTINGS } from '@lp/shared/content';
import type { Comment, CommentList, ReactionSummary } from '@lp/shared/social/comments';
import { COMMENT_MESSAGES } from '@lp/shared/social/comments';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { makeArticle, makeCourse } from '../../test/content-factory';
import { makeSignedInUser } from '../../test/factories';
import { commentText } from './service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload?: object) =>
  app.inject({ method: 'POST', url: `/api/v3/${url}`, headers, ...(payload ? { payload } : {}) });
const get = (url: string, headers: Headers) => app.inject({ url: `/api/v3/${url}`, headers });

async function setup() {
  const creator = await makeSignedInUser(app, { license: 'Creator' });
  const teamId = creator.team.id;
  const alice = await makeSignedInUser(app, { teamId });
  const bob = await makeSignedInUser(app, { teamId });
  const article = await makeArticle(app, teamId);
  return { creator, alice, bob, article, teamId };
}

describe('article comments', () => {
  it('creates comments and replies as plain text and lists threads newest first', async () => {
    const { alice, bob, article } = await setup();
    const first = await post(`articles/${article.id}/comments/create`, alice.headers, {
      text: '<p>Great <b>read</b> &amp; useful<script>alert(1)</script></p>',
    });
    expect(first.statusCode).toBe(201);
    const comment = first.json<Comment>();
    expect(comment).toMatchObject({
      body: 'Great read & useful',
      parentId: null,
      deleted: false,
      canDelete: true,
      author: { _id: alice.user.id, name: 'Test User' },
    });
    const second = (
      await post(`articles/${article.id}/comments/create`, bob.headers, { text: 'Second' })
    ).json<Comment>();
    const reply = await post(`articles/${article.id}/comments/create`, bob.headers, {
      text: 'Agreed',
      parentId: comment._id,
    });
    expect(reply.statusCode).toBe(201);

    const list = (await get(`articles/${article.id}/comments`, alice.headers)).json<CommentList>();
    expect(list).toMatchObject({
      total: 2,
      page: 1,
      open: true,
      reactions: { likes: 0, dislikes: 0, mine: null },
    });
    expect(list.comments.map((c) => c._id)).toEqual([second._id, comment._id]);
    expect(list.comments[0]?.canDelete).toBe(false);
    expect(list.comments[1]).toMatchObject({
      replyCount: 1,
      replies: [{ body: 'Agreed', parentId: comment._id }],
    });

    const page2 = (
      await get(`articles/${article.id}/comments?page=2&limit=1`, alice.headers)
    ).json<CommentList>();
    expect(page2.comments.map((c) => c._id)).toEqual([comment._id]);
  });

  it('rejects empty, too long and tag-only text, replies to replies and unknown parents', async () => {
    const { alice, article } = await setup();
    const url = `articles/${article.id}/comments/create`;
    const empty = await post(url, alice.headers, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(COMMENT_MESSAGES.textRequired);
    const tags = await post(url, alice.headers, { text: '<img src=x onerror=alert(1)>' });
    expect(tags.statusCode).toBe(400);
    expect(tags.json().message).toBe(COMMENT_MESSAGES.textRequired);
    const long = await post(url, alice.headers, { text: 'x'.repeat(2001) });
    expect(long.json().message).toBe(COMMENT_MESSAGES.textTooLong);
    expect((await post(url, alice.headers, { text: 'x'.repeat(2000) })).statusCode).toBe(201);

    const parent = (await post(url, alice.headers, { text: 'Top' })).json<Comment>();
    const child = (await post(url, alice.headers, { text: 'Child', parentId: parent._id })).json<Comment>();
    const grandChild = await post(url, alice.headers, { text: 'Deeper', parentId: child._id });
    expect(grandChild.json().message).toBe(COMMENT_MESSAGES.replyToReply);
    const unknown = await post(url, alice.headers, {
      text: 'Hi',
      parentId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.json().message).toBe(COMMENT_MESSAGES.parentNotFound);
    expect((await post(url, alice.headers, { text: 'Hi', parentId: 'nope' })).statusCode).toBe(400);
    expect((await get(`articles/${article.id}/comments?limit=500`, alice.headers)).statusCode).toBe(400);
  });

  it('soft-deletes: authors and builders may, others may not; replies stay', async () => {
    const { creator, alice, bob, article } = await setup();
    const url = `articles/${article.id}/comments`;
    const top = (await post(`${url}/create`, alice.headers, { text: 'Top' })).json<Comment>();
    const reply = (
      await post(`${url}/create`, bob.headers, { text: 'Reply', parentId: top._id })
    ).json<Comment>();
    const lonely = (await post(`${url}/create`, bob.headers, { text: 'Alone' })).json<Comment>();

    expect((await post(`${url}/${top._id}/delete`, bob.headers)).statusCode).toBe(403);
    const deleted = await post(`${url}/${top._id}/delete`, alice.headers);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ deleted: true, body: '', replyCount: 1 });
    expect((await post(`${url}/${lonely._id}/delete`, creator.headers)).statusCode).toBe(200);

    const list = (await get(url, bob.headers)).json<CommentList>();
    expect(list.total).toBe(1);
    expect(list.comments[0]).toMatchObject({
      _id: top._id,
      deleted: true,
      body: '',
      replies: [{ _id: reply._id }],
    });

    await post(`${url}/${reply._id}/delete`, bob.headers);
    expect((await get(url, bob.headers)).json<CommentList>().total).toBe(0);
    expect((await post(`${url}/00000000-0000-4000-8000-000000000000/delete`, bob.headers)).statusCode).toBe(
      404,
    );
  });

  it('is closed while the article has interactions off', async () => {
    const { alice, article } = await setup();
    await app.db
      .update(articles)
      .set({ settings: { ...DEFAULT_ARTICLE_SETTINGS, interactions: false } })
      .where(eq(articles.id, article.id));
    const res = await post(`articles/${article.id}/comments/create`, alice.headers, { text: 'Hello' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(COMMENT_MESSAGES.interactionsOff);
    expect((await post(`articles/${article.id}/like`, alice.headers)).statusCode).toBe(403);
    expect((await get(`articles/${article.id}/comments`, alice.headers)).json<CommentList>().open).toBe(
      false,
    );
  });

  it("answers 404 for another team's article or comment, drafts for learners, and 440 without a session", async () => {
    const { alice, article, teamId } = await setup();
    const comment = (
      await post(`articles/${article.id}/comments/create`, alice.headers, { text: 'Mine' })
    ).json<Comment>();
    const stranger = await makeSignedInUser(app, { license: 'Admin' });
    expect((await get(`articles/${article.id}/comments`, stranger.headers)).statusCode).toBe(404);
    expect(
      (await post(`articles/${article.id}/comments/create`, stranger.headers, { text: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await post(`articles/${article.id}/comments/${comment._id}/delete`, stranger.headers)).statusCode,
    ).toBe(404);
    expect((await post(`articles/${article.id}/like`, stranger.headers)).statusCode).toBe(404);

    const otherArticle = await makeArticle(app, teamId);
    expect(
      (await post(`articles/${otherArticle.id}/comments/${comment._id}/delete`, alice.headers)).statusCode,
    ).toBe(404);
    const draft = await makeArticle(app, teamId, { published: false });
    expect((await get(`articles/${draft.id}/comments`, alice.headers)).statusCode).toBe(404);
    expect((await get(`articles/${article.id}/comments`, {})).statusCode).toBe(440);
  });
});

describe('article reactions', () => {
  it('toggles likes and dislikes, one per learner', async () => {
    const { alice, bob, article } = await setup();
    const like = (headers: Headers) => post(`articles/${article.id}/like`, headers);
    const dislike = (headers: Headers) => post(`articles/${article.id}/dislike`, headers);
    expect((await like(alice.headers)).json<ReactionSummary>()).toEqual({
      likes: 1,
      dislikes: 0,
      mine: 'like',
    });
    expect((await dislike(bob.headers)).json<ReactionSummary>()).toEqual({
      likes: 1,
      dislikes: 1,
      mine: 'dislike',
    });
    expect((await dislike(alice.headers)).json<ReactionSummary>()).toEqual({
      likes: 0,
      dislikes: 2,
      mine: 'dislike',
    });
    expect((await dislike(alice.headers)).json<ReactionSummary>()).toEqual({
      likes: 0,
      dislikes: 1,
      mine: null,
    });
    const summary = await get(`articles/${article.id}/reactions`, bob.headers);
    expect(summary.json()).toEqual({ likes: 0, dislikes: 1, mine: 'dislike' });
    expect((await post('articles/not-a-uuid/like', bob.headers)).statusCode).toBe(400);
  });
});

describe('discussion deck comments', () => {
  it('lets learners of an open course discuss; other decks, closed courses and other teams are refused', async () => {
    const creator = await makeSignedInUser(app, { license: 'Creator' });
    const teamId = creator.team.id;
    const learner = await makeSignedInUser(app, { teamId });
    const { decks } = await makeCourse(app, teamId, {
      topics: [[{ category: 'discussion' }, { category: 'article' }]],
    });
    const [discussion, article] = decks;
    if (!discussion || !article) throw new Error('decks missing');
    const created = await post(`decks/${discussion.id}/comments/create`, learner.headers, {
      text: 'Hello <i>all</i>',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().body).toBe('Hello all');
    const list = (await get(`decks/${discussion.id}/comments`, creator.headers)).json<CommentList>();
    expect(list.comments).toHaveLength(1);
    expect(list.comments[0]?.canDelete).toBe(true);
    expect(
      (await post(`decks/${discussion.id}/comments/${created.json()._id}/delete`, learner.headers))
        .statusCode,
    ).toBe(200);

    const wrongDeck = await post(`decks/${article.id}/comments/create`, learner.headers, { text: 'Hi' });
    expect(wrongDeck.statusCode).toBe(400);
    expect(wrongDeck.json().message).toBe(COMMENT_MESSAGES.onlyDiscussionDecks);

    const closed = await makeCourse(app, teamId, {
      settings: { teamSelfEnrolment: false },
      topics: [[{ category: 'discussion' }]],
    });
    const closedDeck = closed.decks[0]?.id ?? '';
    expect(
      (await post(`decks/${closedDeck}/comments/create`, learner.headers, { text: 'Hi' })).statusCode,
    ).toBe(403);
    expect((await get(`decks/${closedDeck}/comments`, learner.headers)).statusCode).toBe(403);

    const stranger = await makeSignedInUser(app, { license: 'Admin' });
    expect((await get(`decks/${discussion.id}/comments`, stranger.headers)).statusCode).toBe(404);
  });
});

describe('commentText', () => {
  it('strips tags and keeps what was typed', () => {
    expect(commentText('Tom & Jerry <b>say</b> "hi" 3 < 4')).toBe('Tom & Jerry say "hi" 3 < 4');
    expect(commentText('<script>alert(1)</script><style>p{}</style>  ok ')).toBe('ok');
  });
});
