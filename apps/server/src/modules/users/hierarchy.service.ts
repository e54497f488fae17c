import { HIERARCHY_MESSAGES, type HierarchyMember, type HierarchyRelation } from '@lp/shared/users/index';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import {
  findTeamMember,
  type HierarchyRow,
  lockTeamHierarchy,
  MAX_HIERARCHY_DEPTH,
  markManager,
  markManagers,
  teamManagerGraph,
  walkHierarchy,
  writeManager,
  writeManagers,
} from './hierarchy.repo';

const toMember = (row: HierarchyRow): HierarchyMember => ({
  _id: row.id,
  username: row.username,
  first_name: row.firstName,
  last_name: row.lastName,
  isManager: row.isManager,
  managerId: row.managerId,
  depth: row.depth,
});

export const isTeamMember = async (db: Db, teamId: string, userId: string) =>
  (await findTeamMember(db, teamId, userId)) !== undefined;

/** The user's managers, nearest first. */
export const ancestors = async (db: Db, teamId: string, userId: string) =>
  (await walkHierarchy(db, teamId, userId, 'up')).map(toMember);

/** The user's direct reports. */
export const children = async (db: Db, teamId: string, userId: string) =>
  (await walkHierarchy(db, teamId, userId, 'down', 1)).map(toMember);

/** Everyone who reports to the user, directly or through others, nearest first. */
export const descendants = async (db: Db, teamId: string, userId: string) =>
  (await walkHierarchy(db, teamId, userId, 'down')).map(toMember);

export const hierarchyOf = (db: Db, teamId: string, userId: string, relation: HierarchyRelation) =>
  ({ ancestors, children, descendants })[relation](db, teamId, userId);

/** The ids of everyone a manager may see in reports: all their descendants. */
export const reportIds = async (db: Db, teamId: string, managerId: string): Promise<string[]> =>
  (await walkHierarchy(db, teamId, managerId, 'down')).map((row) => row.id);

/** Whether `managerId` is above `userId` in the team's hierarchy. */
export const isAncestorOf = async (db: Db, teamId: string, managerId: string, userId: string) =>
  (await walkHierarchy(db, teamId, userId, 'up')).some((row) => row.id === managerId);

/**
 * Makes `managerId` the user's manager (null removes it). Refuses a manager outside the team and
 * any cycle; the new manager gets the manager licence flag so the manager panel opens for them.
 * Callers pass a transaction: the team's hierarchy stays locked until it commits.
 */
export async function setManager(db: Db, teamId: string, userId: string, managerId: string | null) {
  await lockTeamHierarchy(db, teamId);
  const user = await findTeamMember(db, teamId, userId);
  if (!user) throw notFound();
  if (managerId !== null) {
    if (managerId === userId) throw conflict(HIERARCHY_MESSAGES.cycle);
    const manager = await findTeamMember(db, teamId, managerId);
    if (!manager) throw notFound(HIERARCHY_MESSAGES.managerNotFound);
    if (await isAncestorOf(db, teamId, userId, managerId)) throw conflict(HIERARCHY_MESSAGES.cycle);
    if (!manager.isManager) await markManager(db, managerId);
  }
  await writeManager(db, userId, managerId);
}

/** Would `managerId` above `userId` close a circle in this graph (user id -> manager id)? */
function closesCycle(graph: Map<string, string | null>, userId: string, managerId: string): boolean {
  let current: string | null | undefined = managerId;
  for (let depth = 0; current && depth <= MAX_HIERARCHY_DEPTH; depth++) {
    if (current === userId) return true;
    current = graph.get(current);
  }
  return false;
}

/**
 * Many setManager calls at once (the bulk import): the team's hierarchy is locked and read once,
 * each change is checked in order against it (a change that would close a circle, or names
 * someone not in the team, is refused and returned), and the rest are written in two statements.
 * Callers pass a transaction.
 */
export async function setManagersInBulk<T extends { userId: string; managerId: string }>(
  db: Db,
  teamId: string,
  changes: T[],
): Promise<{ refused: { change: T; message: string }[] }> {
  await lockTeamHierarchy(db, teamId);
  const graph = await teamManagerGraph(db, teamId);
  const accepted: T[] = [];
  const refused: { change: T; message: string }[] = [];
  for (const change of changes) {
    if (!graph.has(change.userId) || !graph.has(change.managerId)) {
      refused.push({ change, message: HIERARCHY_MESSAGES.managerNotFound });
    } else if (closesCycle(graph, change.userId, change.managerId)) {
      refused.push({ change, message: HIERARCHY_MESSAGES.cycle });
    } else {
      graph.set(change.userId, change.managerId);
      accepted.push(change);
    }
  }
  await writeManagers(db, accepted);
  await markManagers(db, [...new Set(accepted.map((change) => change.managerId))]);
  return { refused };
}
