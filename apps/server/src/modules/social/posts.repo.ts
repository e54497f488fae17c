import { and, desc, eq, gte, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  articles,
  courses,
  type PostImage,
  type PostLinkKind,
  socialComments,
  socialLikes,
  socialPosts,
  socialReports,
  users,
  wallets,
} from '../../db/schema';

/** The author columns every post and comment shows (points give the level). */
export const author = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  image: users.image,
  points: sql<number>`coalesce(${wallets.points}, 0)`.mapWith(Number),
};
export type AuthorRow = {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  image: string | null;
  points: number;
};

/** A post with what the feed shows next to it, as seen by `viewerId`. */
function postSelection(viewerId: string) {
  return {
    post: socialPosts,
    author,
    likeCount:
      sql<number>`(select count(*) from ${socialLikes} where ${socialLikes.postId} = ${socialPosts.id})`.mapWith(
        Number,
      ),
    liked: sql<boolean>`exists (select 1 from ${socialLikes} where ${socialLikes.postId} = ${socialPosts.id} and ${socialLikes.userId} = ${viewerId})`,
    commentCount:
      sql<number>`(select count(*) from ${socialComments} where ${socialComments.postId} = ${socialPosts.id} and ${socialComments.hiddenAt} is null)`.mapWith(
        Number,
      ),
    openReports:
      sql<number>`(select count(*) from ${socialReports} where ${socialReports.postId} = ${socialPosts.id} and ${socialReports.status} = 'open')`.mapWith(
        Number,
      ),
    reportedByViewer: sql<boolean>`exists (select 1 from ${socialReports} where ${socialReports.postId} = ${socialPosts.id} and ${socialReports.reporterId} = ${viewerId})`,
    courseName: courses.name,
    articleName: articles.name,
    articleReaderType: articles.readerType,
  };
}
export type PostWithStats = {
  post: typeof socialPosts.$inferSelect;
  author: AuthorRow;
  likeCount: number;
  liked: boolean;
  commentCount: number;
  openReports: number;
  reportedByViewer: boolean;
  courseName: string | null;
  articleName: string | null;
  articleReaderType: string | null;
};

function selectPosts(db: Db, viewerId: string) {
  return db
    .select(postSelection(viewerId))
    .from(socialPosts)
    .innerJoin(users, eq(users.id, socialPosts.authorId))
    .leftJoin(wallets, eq(wallets.userId, users.id))
    .leftJoin(
      courses,
      and(
        eq(socialPosts.linkKind, 'course'),
        eq(courses.id, socialPosts.linkId),
        eq(courses.teamId, socialPosts.teamId),
      ),
    )
    .leftJoin(
      articles,
      and(
        eq(socialPosts.linkKind, 'article'),
        eq(articles.id, socialPosts.linkId),
        eq(articles.teamId, socialPosts.teamId),
      ),
    );
}

export interface FeedCursor {
  createdAt: Date;
  id: string;
}

/** Visible posts of the team, newest first, older than the cursor; one more than `limit` tells of a next page. */
export function feedPage(
  db: Db,
  teamId: string,
  viewerId: string,
  page: { cursor?: FeedCursor; limit: number },
): Promise<PostWithStats[]> {
  const where: SQL[] = [eq(socialPosts.teamId, teamId), isNull(socialPosts.hiddenAt)];
  const { cursor } = page;
  if (cursor) {
    const older = or(
      lt(socialPosts.createdAt, cursor.createdAt),
      and(eq(socialPosts.createdAt, cursor.createdAt), lt(socialPosts.id, cursor.id)),
    );
    if (older) where.push(older);
  }
  return selectPosts(db, viewerId)
    .where(and(...where))
    .orderBy(desc(socialPosts.createdAt), desc(socialPosts.id))
    .limit(page.limit + 1);
}

export async function findPost(db: Db, teamId: string, viewerId: string, id: string) {
  const [row] = await selectPosts(db, viewerId)
    .where(and(eq(socialPosts.teamId, teamId), eq(socialPosts.id, id)))
    .limit(1);
  return row;
}

export interface ModerationFilter {
  status: 'all' | 'visible' | 'hidden' | 'reported';
  authorId?: string;
  from?: Date;
  /** Exclusive. */
  to?: Date;
}

export function moderationWhere<T extends typeof socialPosts | typeof socialComments>(
  table: T,
  teamId: string,
  filter: ModerationFilter,
): SQL[] {
  const where: SQL[] = [eq(table.teamId, teamId)];
  if (filter.status === 'visible') where.push(isNull(table.hiddenAt));
  if (filter.status === 'hidden') where.push(isNotNull(table.hiddenAt));
  if (filter.authorId) where.push(eq(table.authorId, filter.authorId));
  if (filter.from) where.push(gte(table.createdAt, filter.from));
  if (filter.to) where.push(lt(table.createdAt, filter.to));
  return where;
}

/** Every post of the team (hidden ones too) for moderators, newest first. */
export async function moderationPosts(
  db: Db,
  teamId: string,
  viewerId: string,
  filter: ModerationFilter,
  page: { offset: number; limit: number },
) {
  const where = moderationWhere(socialPosts, teamId, filter);
  if (filter.status === 'reported')
    where.push(
      sql`exists (select 1 from ${socialReports} where ${socialReports.postId} = ${socialPosts.id} and ${socialReports.status} = 'open')`,
    );
  const [rows, [total]] = await Promise.all([
    selectPosts(db, viewerId)
      .where(and(...where))
      .orderBy(desc(socialPosts.createdAt), desc(socialPosts.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ value: sql<number>`count(*)`.mapWith(Number) })
      .from(socialPosts)
      .where(and(...where)),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function insertPost(
  db: Db,
  values: {
    teamId: string;
    authorId: string;
    body: string;
    images: PostImage[];
    linkKind: PostLinkKind | null;
    linkId: string | null;
  },
) {
  // Milliseconds, as JavaScript keeps them, so a feed cursor names this post exactly.
  const now = new Date();
  const [row] = await db
    .insert(socialPosts)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('post insert returned no row');
  return row;
}

/** Which of these uploads another post of the team already shows (an upload belongs to one post). */
export async function imagesInUse(db: Db, teamId: string, assetIds: string[]): Promise<string[]> {
  const used: string[] = [];
  for (const assetId of assetIds) {
    const [row] = await db
      .select({ id: socialPosts.id })
      .from(socialPosts)
      .where(
        and(
          eq(socialPosts.teamId, teamId),
          sql`${socialPosts.images} @> ${JSON.stringify([{ assetId }])}::jsonb`,
        ),
      )
      .limit(1);
    if (row) used.push(assetId);
  }
  return used;
}

export async function deletePost(db: Db, teamId: string, id: string) {
  const [row] = await db
    .delete(socialPosts)
    .where(and(eq(socialPosts.teamId, teamId), eq(socialPosts.id, id)))
    .returning();
  return row;
}

export async function setPostHidden(db: Db, teamId: string, id: string, by: string | null) {
  const [row] = await db
    .update(socialPosts)
    .set(by ? { hiddenAt: new Date(), hiddenById: by } : { hiddenAt: null, hiddenById: null })
    .where(and(eq(socialPosts.teamId, teamId), eq(socialPosts.id, id)))
    .returning();
  return row;
}

/**
 * Sets whether the person likes the post; concurrent calls cannot double a like (the primary key
 * holds one row per person and post, and a second insert does nothing).
 */
export async function setLike(
  db: Db,
  where: { teamId: string; postId: string; userId: string },
  liked: boolean,
) {
  if (liked) {
    await db.insert(socialLikes).values(where).onConflictDoNothing();
    return;
  }
  await db
    .delete(socialLikes)
    .where(and(eq(socialLikes.postId, where.postId), eq(socialLikes.userId, where.userId)));
}

/** A toggle in one statement each way: removes the like if there was one, else adds it. Answers the new state. */
export async function toggleLike(db: Db, where: { teamId: string; postId: string; userId: string }) {
  const removed = await db
    .delete(socialLikes)
    .where(and(eq(socialLikes.postId, where.postId), eq(socialLikes.userId, where.userId)))
    .returning({ userId: socialLikes.userId });
  if (removed.length > 0) return false;
  await db.insert(socialLikes).values(where).onConflictDoNothing();
  return true;
}

export async function likeState(db: Db, postId: string, userId: string) {
  const [row] = await db
    .select({
      likeCount: sql<number>`count(*)`.mapWith(Number),
      liked: sql<boolean>`coalesce(bool_or(${socialLikes.userId} = ${userId}), false)`,
    })
    .from(socialLikes)
    .where(eq(socialLikes.postId, postId));
  return { likeCount: row?.likeCount ?? 0, liked: row?.liked ?? false };
}
