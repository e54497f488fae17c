import type {
  Feed,
  FeedQuery,
  LikeResult,
  PostComment,
  PostCommentBody,
  PostDetail,
  ReportBody,
  SocialImage,
} from '@lp/shared/social/index';
import { SOCIAL_LIMITS, SOCIAL_MESSAGES, SOCIAL_NOTICES, type SocialEvent } from '@lp/shared/social/index';
import type { Database } from '../../db/client';
import type { PostImage, PostLinkKind } from '../../db/schema';
import { sanitizePostHtml } from '../../lib/html';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-errors';
import { keyedNotice } from '../../lib/i18n';
import type { UploadBytes } from '../assets/inspect';
import { type AssetContext, deleteUploads, ownUploads, storeUpload } from '../assets/service';
import { visibleCourse } from '../content/catalog/catalog.service';
import { notify } from '../notifications/inbox.service';
import { publishTeamEvent } from '../notifications/live';
import { readableArticle } from './access';
import * as comments from './comments.repo';
import {
  assertMayWrite,
  assertSocialOn,
  excerptOf,
  isModerator,
  presentComment,
  presentImages,
  presentPost,
  type Viewer,
} from './feed.access';
import { insertReport } from './moderation.repo';
import * as repo from './posts.repo';
import { commentText } from './service';

export type SocialContext = AssetContext & { db: Database };

export const publish = (db: Database, teamId: string, event: SocialEvent) =>
  publishTeamEvent(db, teamId, event);

function encodeCursor(post: { createdAt: Date; id: string }): string {
  return Buffer.from(`${post.createdAt.toISOString()}|${post.id}`).toString('base64url');
}

function decodeCursor(cursor: string): repo.FeedCursor {
  const [time, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(time ?? '');
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(createdAt.getTime()))
    throw badRequest(SOCIAL_MESSAGES.invalidCursor, [
      { path: 'cursor', message: SOCIAL_MESSAGES.invalidCursor },
    ]);
  return { createdAt, id };
}

/** GET social/feed: visible posts newest first, a page at a time (keyset on createdAt and id). */
export async function feed(ctx: SocialContext, viewer: Viewer, query: FeedQuery): Promise<Feed> {
  assertSocialOn(viewer);
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await repo.feedPage(ctx.db, viewer.team.id, viewer.user.id, { cursor, limit: query.limit });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    posts: await Promise.all(page.map((row) => presentPost(ctx.secret, viewer, row))),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.post) : null,
  };
}

/**
 * A post the viewer may see: their team's, and visible (its author and moderators also see it
 * hidden). Anything else is not found.
 */
async function seenPost(ctx: SocialContext, viewer: Viewer, id: string) {
  const row = await repo.findPost(ctx.db, viewer.team.id, viewer.user.id, id);
  if (!row) throw notFound();
  if (row.post.hiddenAt && row.post.authorId !== viewer.user.id && !isModerator(viewer)) throw notFound();
  return row;
}

/** POST social/images/create: an image for a post the person is writing (not in the library). */
export async function uploadImage(
  ctx: SocialContext,
  viewer: Viewer,
  bytes: UploadBytes,
): Promise<SocialImage> {
  assertSocialOn(viewer);
  await assertMayWrite(ctx.db, viewer);
  const row = await storeUpload(ctx, {
    teamId: viewer.team.id,
    ownerId: viewer.user.id,
    bytes,
    kind: 'image',
    name: 'social-image',
    purpose: 'social',
  });
  const [image] = await presentImages(ctx.secret, [toPostImage(row)]);
  if (!image) throw new Error('image was not presented');
  return image;
}

const toPostImage = (row: {
  id: string;
  thumbnailKey: string | null;
  metadata: Record<string, unknown>;
}) => ({
  assetId: row.id,
  hasThumbnail: row.thumbnailKey !== null,
  width: typeof row.metadata.width === 'number' ? row.metadata.width : null,
  height: typeof row.metadata.height === 'number' ? row.metadata.height : null,
});

async function checkedLink(ctx: SocialContext, viewer: Viewer, link: { kind: PostLinkKind; id: string }) {
  try {
    if (link.kind === 'course') await visibleCourse(ctx.db, viewer, link.id);
    else await readableArticle(ctx.db, viewer, link.id);
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 404)
      throw badRequest(SOCIAL_MESSAGES.linkNotFound, [
        { path: 'link', message: SOCIAL_MESSAGES.linkNotFound },
      ]);
    throw err;
  }
  return link;
}

/** POST social/posts/create: sanitized rich text, up to four of one's own uploaded images, an optional link. */
export async function createPost(
  ctx: SocialContext,
  viewer: Viewer,
  body: { html: string; images: string[]; link?: { kind: PostLinkKind; id: string } | null },
): Promise<PostDetail> {
  assertSocialOn(viewer);
  await assertMayWrite(ctx.db, viewer);
  const html = sanitizePostHtml(body.html).trim();
  const text = commentText(html);
  const imageIds = [...new Set(body.images)];
  if (text.length === 0 && imageIds.length === 0)
    throw badRequest(SOCIAL_MESSAGES.textRequired, [{ path: 'html', message: SOCIAL_MESSAGES.textRequired }]);
  if (text.length > SOCIAL_LIMITS.textMax) throw badRequest(SOCIAL_MESSAGES.textTooLong);
  const uploads = await ownUploads(ctx.db, {
    teamId: viewer.team.id,
    ownerId: viewer.user.id,
    purpose: 'social',
    ids: imageIds,
  });
  const reused = await repo.imagesInUse(ctx.db, viewer.team.id, imageIds);
  if (uploads.length !== imageIds.length || reused.length > 0)
    throw badRequest(SOCIAL_MESSAGES.imageNotFound, [
      { path: 'images', message: SOCIAL_MESSAGES.imageNotFound },
    ]);
  const byId = new Map(uploads.map((u) => [u.id, u]));
  const images: PostImage[] = imageIds.flatMap((id) => {
    const upload = byId.get(id);
    return upload ? [toPostImage(upload)] : [];
  });
  const link = body.link ? await checkedLink(ctx, viewer, body.link) : null;
  const row = await repo.insertPost(ctx.db, {
    teamId: viewer.team.id,
    authorId: viewer.user.id,
    body: text.length === 0 ? '' : html,
    images,
    linkKind: link?.kind ?? null,
    linkId: link?.id ?? null,
  });
  await publish(ctx.db, viewer.team.id, { type: 'post.created', postId: row.id });
  return getPost(ctx, viewer, row.id);
}

/** GET social/posts/{id}: the post and its comments (hidden comments for moderators only). */
export async function getPost(ctx: SocialContext, viewer: Viewer, id: string): Promise<PostDetail> {
  assertSocialOn(viewer);
  const row = await seenPost(ctx, viewer, id);
  const thread = await comments.postComments(ctx.db, viewer.team.id, row.post.id, isModerator(viewer));
  return {
    ...(await presentPost(ctx.secret, viewer, row)),
    comments: thread.map((c) => presentComment(viewer, c)),
  };
}

/** POST social/posts/{id}/comments/create: plain text on a visible post. */
export async function commentOnPost(
  ctx: SocialContext,
  viewer: Viewer,
  postId: string,
  body: PostCommentBody,
): Promise<PostComment> {
  assertSocialOn(viewer);
  const post = await seenPost(ctx, viewer, postId);
  await assertMayWrite(ctx.db, viewer);
  if (post.post.hiddenAt) throw forbidden(SOCIAL_MESSAGES.postHidden);
  const text = commentText(body.text);
  if (text.length === 0)
    throw badRequest(SOCIAL_MESSAGES.commentRequired, [
      { path: 'text', message: SOCIAL_MESSAGES.commentRequired },
    ]);
  if (text.length > SOCIAL_LIMITS.commentMax) throw badRequest(SOCIAL_MESSAGES.commentTooLong);
  const row = await comments.insertComment(ctx.db, {
    teamId: viewer.team.id,
    postId: post.post.id,
    authorId: viewer.user.id,
    body: text,
  });
  await publish(ctx.db, viewer.team.id, { type: 'post.changed', postId: post.post.id });
  const created = await comments.findComment(ctx.db, viewer.team.id, post.post.id, row.id);
  if (!created) throw notFound();
  return presentComment(viewer, created);
}

/** POST social/posts/{id}/like: `liked` sets the state (safe to repeat); without it, a toggle. */
export async function likePost(
  ctx: SocialContext,
  viewer: Viewer,
  postId: string,
  body: { liked?: boolean },
): Promise<LikeResult> {
  assertSocialOn(viewer);
  const post = await seenPost(ctx, viewer, postId);
  const key = { teamId: viewer.team.id, postId: post.post.id, userId: viewer.user.id };
  if (body.liked === undefined) await repo.toggleLike(ctx.db, key);
  else await repo.setLike(ctx.db, key, body.liked);
  const state = await repo.likeState(ctx.db, post.post.id, viewer.user.id);
  if (state.likeCount !== post.likeCount)
    await publish(ctx.db, viewer.team.id, { type: 'post.changed', postId: post.post.id });
  return state;
}

/**
 * Tells an author in-app that a moderator acted on their post or comment: SOCIAL_NOTICES' title in
 * the author's language, with an excerpt of what they wrote.
 */
export async function tellAuthor(
  ctx: SocialContext,
  viewer: Viewer,
  authorId: string,
  notice: { kind: keyof typeof SOCIAL_NOTICES; excerpt: string; link: string | null },
) {
  if (authorId === viewer.user.id) return;
  const keyed = keyedNotice({ key: `notices.${notice.kind}`, note: notice.excerpt });
  await notify({
    db: ctx.db,
    teamId: viewer.team.id,
    userId: authorId,
    title: SOCIAL_NOTICES[notice.kind],
    description: notice.excerpt,
    link: notice.link,
    meta: { kind: 'social', ...keyed.meta },
  });
}

/** POST social/posts/{id}/delete: its author or a moderator; its images go too; the author is told. */
export async function deletePost(ctx: SocialContext, viewer: Viewer, postId: string) {
  assertSocialOn(viewer);
  const post = await seenPost(ctx, viewer, postId);
  if (post.post.authorId !== viewer.user.id && !isModerator(viewer)) throw forbidden();
  const row = await repo.deletePost(ctx.db, viewer.team.id, post.post.id);
  if (!row) throw notFound();
  await deleteUploads(
    ctx,
    viewer.team.id,
    'social',
    row.images.map((i) => i.assetId),
  );
  await tellAuthor(ctx, viewer, row.authorId, {
    kind: 'postDeleted',
    excerpt: excerptOf(row.body),
    link: '/social',
  });
  await publish(ctx.db, viewer.team.id, { type: 'post.removed', postId: row.id });
  return { message: 'Post deleted' };
}

/** POST social/posts/{id}/comments/{commentId}/delete: the comment's author or a moderator. */
export async function deleteComment(ctx: SocialContext, viewer: Viewer, postId: string, commentId: string) {
  assertSocialOn(viewer);
  const post = await seenPost(ctx, viewer, postId);
  const found = await comments.findComment(ctx.db, viewer.team.id, post.post.id, commentId);
  if (!found || (found.comment.hiddenAt && !isModerator(viewer) && found.comment.authorId !== viewer.user.id))
    throw notFound();
  if (found.comment.authorId !== viewer.user.id && !isModerator(viewer)) throw forbidden();
  await comments.deleteComment(ctx.db, viewer.team.id, found.comment.id);
  await tellAuthor(ctx, viewer, found.comment.authorId, {
    kind: 'commentDeleted',
    excerpt: excerptOf(found.comment.body),
    link: `/social/${post.post.id}`,
  });
  await publish(ctx.db, viewer.team.id, { type: 'post.changed', postId: post.post.id });
  return { message: 'Comment deleted' };
}

/** POST social/posts/{id}/report: a person reports someone else's post once, with a reason. */
export async function reportPost(ctx: SocialContext, viewer: Viewer, postId: string, body: ReportBody) {
  assertSocialOn(viewer);
  const post = await seenPost(ctx, viewer, postId);
  if (post.post.authorId === viewer.user.id) throw badRequest(SOCIAL_MESSAGES.ownPost);
  const row = await insertReport(ctx.db, {
    teamId: viewer.team.id,
    postId: post.post.id,
    reporterId: viewer.user.id,
    reason: commentText(body.reason),
  });
  if (!row) throw conflict(SOCIAL_MESSAGES.alreadyReported);
  return { message: SOCIAL_MESSAGES.reported };
}
