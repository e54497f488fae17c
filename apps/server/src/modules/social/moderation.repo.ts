import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { type ReportStatus, socialMutes, socialPosts, socialReports, users } from '../../db/schema';

/** A new report; undefined when this person has reported the post before. */
export async function insertReport(
  db: Db,
  values: { teamId: string; postId: string; reporterId: string; reason: string },
) {
  const [row] = await db.insert(socialReports).values(values).onConflictDoNothing().returning();
  return row;
}

const reporter = alias(users, 'reporter');
const postAuthor = alias(users, 'post_author');
const person = <T extends typeof users | typeof reporter | typeof postAuthor>(u: T) => ({
  id: u.id,
  username: u.username,
  firstName: u.firstName,
  lastName: u.lastName,
});

function selectReports(db: Db) {
  return db
    .select({
      report: socialReports,
      post: { id: socialPosts.id, body: socialPosts.body, hiddenAt: socialPosts.hiddenAt },
      reporter: person(reporter),
      postAuthor: person(postAuthor),
    })
    .from(socialReports)
    .innerJoin(socialPosts, eq(socialPosts.id, socialReports.postId))
    .innerJoin(reporter, eq(reporter.id, socialReports.reporterId))
    .innerJoin(postAuthor, eq(postAuthor.id, socialPosts.authorId));
}

/** The team's reports of one status, oldest first (a queue). */
export function listReports(db: Db, teamId: string, status: ReportStatus) {
  return selectReports(db)
    .where(and(eq(socialReports.teamId, teamId), eq(socialReports.status, status)))
    .orderBy(status === 'open' ? socialReports.createdAt : desc(socialReports.handledAt))
    .limit(500);
}

export async function findReport(db: Db, teamId: string, id: string) {
  const [row] = await selectReports(db)
    .where(and(eq(socialReports.teamId, teamId), eq(socialReports.id, id)))
    .limit(1);
  return row;
}

/** Closes open reports (by id, or every open one of a post); answers how many changed. */
export async function closeReports(
  db: Db,
  where: { teamId: string; ids?: string[]; postId?: string },
  status: Exclude<ReportStatus, 'open'>,
  handledById: string,
) {
  const conditions = [eq(socialReports.teamId, where.teamId), eq(socialReports.status, 'open' as const)];
  if (where.ids) conditions.push(inArray(socialReports.id, where.ids));
  if (where.postId) conditions.push(eq(socialReports.postId, where.postId));
  const rows = await db
    .update(socialReports)
    .set({ status, handledById, handledAt: new Date(), updatedAt: new Date() })
    .where(and(...conditions))
    .returning({ id: socialReports.id });
  return rows.length;
}

/** Mutes (or re-mutes) a person until a time. */
export async function upsertMute(
  db: Db,
  values: { teamId: string; userId: string; until: Date; reason: string; mutedById: string },
) {
  const [row] = await db
    .insert(socialMutes)
    .values(values)
    .onConflictDoUpdate({
      target: socialMutes.userId,
      set: { until: values.until, reason: values.reason, mutedById: values.mutedById, createdAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('mute upsert returned no row');
  return row;
}

export async function deleteMute(db: Db, teamId: string, userId: string) {
  const rows = await db
    .delete(socialMutes)
    .where(and(eq(socialMutes.teamId, teamId), eq(socialMutes.userId, userId)))
    .returning({ userId: socialMutes.userId });
  return rows.length > 0;
}

export async function activeMute(db: Db, teamId: string, userId: string, now: Date) {
  const [row] = await db
    .select()
    .from(socialMutes)
    .where(and(eq(socialMutes.teamId, teamId), eq(socialMutes.userId, userId), gt(socialMutes.until, now)))
    .limit(1);
  return row;
}

export function activeMutes(db: Db, teamId: string, now: Date) {
  return db
    .select({ mute: socialMutes, user: person(users) })
    .from(socialMutes)
    .innerJoin(users, eq(users.id, socialMutes.userId))
    .where(and(eq(socialMutes.teamId, teamId), gt(socialMutes.until, now)))
    .orderBy(socialMutes.until);
}
