import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { users } from '../../db/schema';
import { invalidateAuth } from '../auth/session-cache';

/** A reporting chain is never deeper than this; it also stops a walk should a cycle ever exist. */
export const MAX_HIERARCHY_DEPTH = 64;

export interface HierarchyRow {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  isManager: boolean;
  managerId: string | null;
  depth: number;
}

type Direction = 'up' | 'down';

/**
 * Walks the team's reporting hierarchy from one user, up (their managers) or down (their
 * reports), with one recursive query. Deleted users are skipped along with everyone below them.
 */
export async function walkHierarchy(
  db: Db,
  teamId: string,
  userId: string,
  direction: Direction,
  maxDepth = MAX_HIERARCHY_DEPTH,
): Promise<HierarchyRow[]> {
  const step =
    direction === 'down'
      ? sql`join chain on u.manager_id = chain.id`
      : sql`join chain on u.id = chain.manager_id`;
  const rows = await queryRows<{
    id: string;
    username: string;
    first_name: string;
    last_name: string;
    is_manager: boolean;
    manager_id: string | null;
    depth: number;
  }>(
    db,
    sql`
    with recursive chain(id, manager_id, depth) as (
      select u.id, u.manager_id, 0 from users u where u.id = ${userId} and u.team_id = ${teamId}
      union all
      select u.id, u.manager_id, chain.depth + 1 from users u ${step}
      where u.team_id = ${teamId} and u.deleted_at is null and chain.depth < ${maxDepth}
    )
    select u.id, u.username, u.first_name, u.last_name, u.is_manager, u.manager_id, min(chain.depth)::int as depth
    from chain join users u on u.id = chain.id
    where chain.depth > 0 and u.id <> ${userId}
    group by u.id
    order by depth, u.last_name, u.first_name, u.username`,
  );
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    isManager: row.is_manager,
    managerId: row.manager_id,
    depth: Number(row.depth),
  }));
}

/** Serialises hierarchy changes within one team, so two concurrent changes cannot close a cycle. */
export async function lockTeamHierarchy(db: Db, teamId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`hierarchy:${teamId}`}))`);
}

export const findTeamMember = async (db: Db, teamId: string, userId: string) =>
  (
    await db
      .select({ id: users.id, isManager: users.isManager, managerId: users.managerId })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.teamId, teamId), isNull(users.deletedAt)))
      .limit(1)
  )[0];

export async function writeManager(db: Db, userId: string, managerId: string | null): Promise<void> {
  await db.update(users).set({ managerId, updatedAt: new Date() }).where(eq(users.id, userId));
  await invalidateAuth(db, { userId });
}

export async function markManager(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ isManager: true }).where(eq(users.id, userId));
  await invalidateAuth(db, { userId });
}

/** Every not-deleted user of the team with their manager: the graph a bulk change is checked on. */
export async function teamManagerGraph(db: Db, teamId: string): Promise<Map<string, string | null>> {
  const rows = await db
    .select({ id: users.id, managerId: users.managerId })
    .from(users)
    .where(and(eq(users.teamId, teamId), isNull(users.deletedAt)));
  return new Map(rows.map((row) => [row.id, row.managerId]));
}

/** Sets many users' managers in one statement. */
export async function writeManagers(db: Db, pairs: { userId: string; managerId: string }[]): Promise<void> {
  if (pairs.length === 0) return;
  const values = sql.join(
    pairs.map((pair) => sql`(${pair.userId}::uuid, ${pair.managerId}::uuid)`),
    sql`, `,
  );
  await db.execute(sql`
    update users set manager_id = v.manager_id, updated_at = now()
    from (values ${values}) as v(user_id, manager_id)
    where users.id = v.user_id`);
}

/** Gives these users the manager licence flag, in one statement. */
export async function markManagers(db: Db, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .update(users)
    .set({ isManager: true })
    .where(and(inArray(users.id, userIds), eq(users.isManager, false)));
}
