import type { Reaction } from '@lp/shared/social/comments';
import { and, asc, count, desc, eq, exists, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { comments, type InteractionTarget, reactions, users } from '../../db/schema';

/** What a comment or reaction is about, always within one team. */
export interface Target {
  teamId: string;
  kind: InteractionTarget;
  itemId: string;
}

const onTarget = (t: Target): SQL[] => [
  eq(comments.teamId, t.teamId),
  eq(comments.itemKind, t.kind),
  eq(comments.itemId, t.itemId),
];

const withAuthor = {
  comment: comments,
  author: {
    id: users.id,
    username: users.username,
    firstName: users.firstName,
    lastName: users.lastName,
    image: users.image,
  },
};
export type CommentWithAuthor = {
  comment: typeof comments.$inferSelect;
  author: { id: string; username: string; firstName: string; lastName: string; image: string | null };
};

export async function insertComment(
  db: Db,
  target: Target,
  values: { userId: string; parentId: string | null; body: string },
) {
  const [row] = await db
    .insert(comments)
    .values({ teamId: target.teamId, itemKind: target.kind, itemId: target.itemId, ...values })
    .returning();
  if (!row) throw new Error('comment insert returned no row');
  return row;
}

export async function findComment(db: Db, target: Target, id: string) {
  const [row] = await db
    .select(withAuthor)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(and(...onTarget(target), eq(comments.id, id)))
    .limit(1);
  return row;
}

/**
 * One page of threads, newest first. A deleted top-level comment stays while live replies hang on
 * it (shown as deleted); without them it is gone, like deleted replies.
 */
export async function listThreads(db: Db, target: Target, page: { offset: number; limit: number }) {
  const reply = alias(comments, 'reply');
  const liveReplyExists = exists(
    db
      .select({ id: reply.id })
      .from(reply)
      .where(and(eq(reply.parentId, comments.id), isNull(reply.deletedAt))),
  );
  const where = and(
    ...onTarget(target),
    isNull(comments.parentId),
    or(isNull(comments.deletedAt), liveReplyExists),
  );
  const [threads, [total]] = await Promise.all([
    db
      .select(withAuthor)
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .where(where)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ value: count() }).from(comments).where(where),
  ]);
  const parentIds = threads.map((t) => t.comment.id);
  const replies =
    parentIds.length === 0
      ? []
      : await db
          .select(withAuthor)
          .from(comments)
          .innerJoin(users, eq(users.id, comments.userId))
          .where(and(...onTarget(target), inArray(comments.parentId, parentIds), isNull(comments.deletedAt)))
          .orderBy(asc(comments.createdAt), asc(comments.id));
  return { threads, replies, total: total?.value ?? 0 };
}

export async function countLiveReplies(db: Db, parentId: string) {
  const [row] = await db
    .select({ value: count() })
    .from(comments)
    .where(and(eq(comments.parentId, parentId), isNull(comments.deletedAt)));
  return row?.value ?? 0;
}

/** Soft delete: the text goes, the row (and so its replies) stays. */
export async function softDeleteComment(db: Db, target: Target, id: string) {
  const [row] = await db
    .update(comments)
    .set({ body: '', deletedAt: new Date(), updatedAt: new Date() })
    .where(and(...onTarget(target), eq(comments.id, id)))
    .returning();
  return row;
}

const onReactionTarget = (t: Target) => [
  eq(reactions.teamId, t.teamId),
  eq(reactions.itemKind, t.kind),
  eq(reactions.itemId, t.itemId),
];

/** The same reaction again removes it; another one replaces it (one per learner and item). */
export async function toggleReaction(db: Db, target: Target, userId: string, reaction: Reaction) {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(reactions)
      .where(and(...onReactionTarget(target), eq(reactions.userId, userId), eq(reactions.reaction, reaction)))
      .returning({ userId: reactions.userId });
    if (removed.length > 0) return;
    await tx
      .insert(reactions)
      .values({ teamId: target.teamId, itemKind: target.kind, itemId: target.itemId, userId, reaction })
      .onConflictDoUpdate({
        target: [reactions.itemKind, reactions.itemId, reactions.userId],
        set: { reaction, createdAt: new Date() },
      });
  });
}

export async function reactionCounts(db: Db, target: Target, userId: string) {
  const [counts, mine] = await Promise.all([
    db
      .select({ reaction: reactions.reaction, value: count() })
      .from(reactions)
      .where(and(...onReactionTarget(target)))
      .groupBy(reactions.reaction),
    db
      .select({ reaction: reactions.reaction })
      .from(reactions)
      .where(and(...onReactionTarget(target), eq(reactions.userId, userId)))
      .limit(1),
  ]);
  const of = (r: Reaction) => counts.find((c) => c.reaction === r)?.value ?? 0;
  return { likes: of('like'), dislikes: of('dislike'), mine: mine[0]?.reaction ?? null };
}
