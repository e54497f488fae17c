import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, assets, courses, scormPackages, users } from '../../db/schema';

/** Active, not deleted, non-guest users of a team: the ones a plan's seats count. */
export async function countSeatUsers(db: Db, teamId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(
      and(
        eq(users.teamId, teamId),
        eq(users.active, true),
        eq(users.isGuest, false),
        isNull(users.deletedAt),
      ),
    );
  return row?.n ?? 0;
}

export async function countCourses(db: Db, teamId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(courses).where(eq(courses.teamId, teamId));
  return row?.n ?? 0;
}

export async function countArticles(db: Db, teamId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(articles).where(eq(articles.teamId, teamId));
  return row?.n ?? 0;
}

/** Bytes of the team's uploaded files and unpacked SCORM packages. */
export async function usedBytes(db: Db, teamId: string): Promise<number> {
  const [files, packages] = await Promise.all([
    db
      .select({ n: sql<string>`coalesce(sum(${assets.size}), 0)` })
      .from(assets)
      .where(eq(assets.teamId, teamId)),
    db
      .select({ n: sql<string>`coalesce(sum(${scormPackages.size}), 0)` })
      .from(scormPackages)
      .where(eq(scormPackages.teamId, teamId)),
  ]);
  return Number(files[0]?.n ?? 0) + Number(packages[0]?.n ?? 0);
}
