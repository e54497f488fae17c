import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { socialComments, users, wallets } from '../../db/schema';
import { type AuthorRow, author, type ModerationFilter, moderationWhere } from './posts.repo';

const commentSelection = { comment: socialComments, author };
export type CommentWithAuthor = { comment: typeof socialComments.$inferSelect; author: AuthorRow };

function selectComments(db: Db) {
  return db
    .select(commentSelection)
    .from(socialComments)
    .innerJoin(users, eq(users.id, socialComments.authorId))
    .leftJoin(wallets, eq(wallets.userId, users.id));
}

/** A post's comments, oldest first; hidden ones only for moderators. */
export function postComments(db: Db, teamId: string, postId: string, withHidden: boolean) {
  const where: SQL[] = [eq(socialComments.teamId, teamId), eq(socialComments.postId, postId)];
  if (!withHidden) where.push(isNull(socialComments.hiddenAt));
  return selectComments(db)
    .where(and(...where))
    .orderBy(asc(socialComments.createdAt), asc(socialComments.id));
}

export async function findComment(db: Db, teamId: string, postId: string, id: string) {
  const [row] = await selectComments(db)
    .where(
      and(eq(socialComments.teamId, teamId), eq(socialComments.postId, postId), eq(socialComments.id, id)),
    )
    .limit(1);
  return row;
}

export async function moderationComments(
  db: Db,
  teamId: string,
  filter: ModerationFilter,
  page: { offset: number; limit: number },
) {
  const where = and(...moderationWhere(socialComments, teamId, filter));
  const [rows, [total]] = await Promise.all([
    selectComments(db)
      .where(where)
      .orderBy(desc(socialComments.createdAt), desc(socialComments.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ value: sql<number>`count(*)`.mapWith(Number) })
      .from(socialComments)
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function insertComment(
  db: Db,
  values: { teamId: string; postId: string; authorId: string; body: string },
) {
  const [row] = await db.insert(socialComments).values(values).returning();
  if (!row) throw new Error('comment insert returned no row');
  return row;
}

export async function deleteComment(db: Db, teamId: string, id: string) {
  const [row] = await db
    .delete(socialComments)
    .where(and(eq(socialComments.teamId, teamId), eq(socialComments.id, id)))
    .returning();
  return row;
}

export async function setCommentHidden(db: Db, teamId: string, id: string, by: string | null) {
  const [row] = await db
    .update(socialComments)
    .set(by ? { hiddenAt: new Date(), hiddenById: by } : { hiddenAt: null, hiddenById: null })
    .where(and(eq(socialComments.teamId, teamId), eq(socialComments.id, id)))
    .returning();
  return row;
}
