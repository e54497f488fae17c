import { and, count, countDistinct, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, progress, users, wallets } from '../../db/schema';

const completed = sql`(${progress.record}->>'completion') = 'true'`;
const learnerOf = (teamId: string) =>
  and(eq(users.teamId, teamId), eq(users.active, true), isNull(users.deletedAt));

/** The team's figures for its client dashboard, in a handful of aggregate queries. */
export async function dashboardFigures(db: Db, teamId: string, activeSince: Date, top: number) {
  const [learners, active, courses, items, topContent, leaders] = await Promise.all([
    db.select({ value: count() }).from(users).where(learnerOf(teamId)),
    db
      .select({ value: countDistinct(progress.userId) })
      .from(progress)
      .where(and(eq(progress.teamId, teamId), gte(progress.updatedAt, activeSince))),
    db
      .select({ value: count() })
      .from(progress)
      .where(and(eq(progress.teamId, teamId), eq(progress.scope, 'course'), completed)),
    db
      .select({ value: count() })
      .from(progress)
      .where(and(eq(progress.teamId, teamId), inArray(progress.scope, ['deck', 'article']), completed)),
    db
      .select({ id: articles.id, name: articles.name, completions: count() })
      .from(progress)
      .innerJoin(articles, and(eq(articles.id, progress.itemId), eq(articles.teamId, teamId)))
      .where(and(eq(progress.teamId, teamId), eq(progress.scope, 'article'), completed))
      .groupBy(articles.id, articles.name)
      .orderBy(desc(count()), articles.name)
      .limit(top),
    db
      .select({
        id: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        points: wallets.points,
      })
      .from(wallets)
      .innerJoin(users, eq(users.id, wallets.userId))
      .where(and(eq(wallets.teamId, teamId), learnerOf(teamId)))
      .orderBy(desc(wallets.points), users.username)
      .limit(top),
  ]);
  return {
    learners: learners[0]?.value ?? 0,
    activeLearners: active[0]?.value ?? 0,
    courseCompletions: courses[0]?.value ?? 0,
    itemCompletions: items[0]?.value ?? 0,
    topContent,
    leaders,
  };
}
