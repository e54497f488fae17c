import {
  COMMENT_LIMITS,
  COMMENT_MESSAGES,
  type Comment,
  type CommentCreateBody,
  type CommentList,
  type CommentListQuery,
  type Reaction,
  type ReactionSummary,
} from '@lp/shared/social/comments';
import type { Db } from '../../db/client';
import type { InteractionTarget } from '../../db/schema';
import { stripHtml } from '../../lib/html';
import { badRequest, forbidden, notFound } from '../../lib/http-errors';
import { displayName, isBuilder, readableArticle, usableDeck, type Viewer } from './access';
import * as repo from './repo';

const DISCUSSION_CATEGORY = 'discussion';

/** The item, checked for this viewer, and whether it takes new comments and reactions. */
interface OpenTarget extends repo.Target {
  open: boolean;
}

/** Articles: readable by the viewer, open while settings.interactions is on. Decks: discussion decks of an open course. */
export async function resolveTarget(
  db: Db,
  viewer: Viewer,
  kind: InteractionTarget,
  id: string,
): Promise<OpenTarget> {
  if (kind === 'article') {
    const article = await readableArticle(db, viewer, id);
    return { teamId: viewer.team.id, kind, itemId: article._id, open: article.settings.interactions };
  }
  const deck = await usableDeck(db, viewer, id);
  if (deck.category !== DISCUSSION_CATEGORY) throw badRequest(COMMENT_MESSAGES.onlyDiscussionDecks);
  return { teamId: viewer.team.id, kind, itemId: deck.id, open: true };
}

/**
 * Comments are plain text: tags go, and the entities sanitize-html writes are turned back into
 * characters, so "Tom & Jerry" is stored as typed. Clients render it as text, never as HTML.
 */
export function commentText(input: string): string {
  return stripHtml(input)
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&')
    .trim();
}

function presentComment(viewer: Viewer, row: repo.CommentWithAuthor, replyCount: number): Comment {
  const deleted = row.comment.deletedAt !== null;
  return {
    _id: row.comment.id,
    author: { _id: row.author.id, name: displayName(row.author), image: row.author.image },
    body: deleted ? '' : row.comment.body,
    parentId: row.comment.parentId,
    deleted,
    canDelete: !deleted && (row.comment.userId === viewer.user.id || isBuilder(viewer)),
    replyCount,
    createdAt: row.comment.createdAt.toISOString(),
  };
}

const summaryOf = (db: Db, viewer: Viewer, target: repo.Target): Promise<ReactionSummary> =>
  repo.reactionCounts(db, target, viewer.user.id);

/** GET .../comments: one page of threads (newest first, replies oldest first) and the reactions. */
export async function listComments(
  db: Db,
  viewer: Viewer,
  kind: InteractionTarget,
  id: string,
  query: CommentListQuery,
): Promise<CommentList> {
  const target = await resolveTarget(db, viewer, kind, id);
  const [{ threads, replies, total }, reactions] = await Promise.all([
    repo.listThreads(db, target, { offset: (query.page - 1) * query.limit, limit: query.limit }),
    summaryOf(db, viewer, target),
  ]);
  return {
    comments: threads.map((thread) => {
      const own = replies.filter((r) => r.comment.parentId === thread.comment.id);
      return {
        ...presentComment(viewer, thread, own.length),
        replies: own.map((r) => presentComment(viewer, r, 0)),
      };
    }),
    total,
    page: query.page,
    limit: query.limit,
    reactions,
    open: target.open,
  };
}

/** POST .../comments/create: a comment or a reply to a top-level comment. */
export async function createComment(
  db: Db,
  viewer: Viewer,
  kind: InteractionTarget,
  id: string,
  body: CommentCreateBody,
): Promise<Comment> {
  const target = await resolveTarget(db, viewer, kind, id);
  if (!target.open) throw forbidden(COMMENT_MESSAGES.interactionsOff);
  const text = commentText(body.text);
  if (text.length === 0)
    throw badRequest(COMMENT_MESSAGES.textRequired, [
      { path: 'text', message: COMMENT_MESSAGES.textRequired },
    ]);
  if (text.length > COMMENT_LIMITS.textMax) throw badRequest(COMMENT_MESSAGES.textTooLong);
  const parentId = body.parentId ?? null;
  if (parentId) {
    const parent = await repo.findComment(db, target, parentId);
    if (!parent || parent.comment.deletedAt) throw badRequest(COMMENT_MESSAGES.parentNotFound);
    if (parent.comment.parentId) throw badRequest(COMMENT_MESSAGES.replyToReply);
  }
  const row = await repo.insertComment(db, target, { userId: viewer.user.id, parentId, body: text });
  return presentComment(viewer, { comment: row, author: viewer.user }, 0);
}

/** POST .../comments/{commentId}/delete: by its author or a builder; replies stay. */
export async function deleteComment(
  db: Db,
  viewer: Viewer,
  kind: InteractionTarget,
  id: string,
  commentId: string,
): Promise<Comment> {
  const target = await resolveTarget(db, viewer, kind, id);
  const found = await repo.findComment(db, target, commentId);
  if (!found) throw notFound();
  if (found.comment.userId !== viewer.user.id && !isBuilder(viewer)) throw forbidden();
  const row = found.comment.deletedAt ? found.comment : await repo.softDeleteComment(db, target, commentId);
  if (!row) throw notFound();
  const replyCount = row.parentId ? 0 : await repo.countLiveReplies(db, row.id);
  return presentComment(viewer, { comment: row, author: found.author }, replyCount);
}

/** POST articles/{id}/like and /dislike: toggles the caller's reaction; answers the new summary. */
export async function react(db: Db, viewer: Viewer, articleId: string, reaction: Reaction) {
  const target = await resolveTarget(db, viewer, 'article', articleId);
  if (!target.open) throw forbidden(COMMENT_MESSAGES.interactionsOff);
  await repo.toggleReaction(db, target, viewer.user.id, reaction);
  return summaryOf(db, viewer, target);
}

export async function reactionSummary(db: Db, viewer: Viewer, articleId: string) {
  return summaryOf(db, viewer, await resolveTarget(db, viewer, 'article', articleId));
}
