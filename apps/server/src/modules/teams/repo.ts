import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type NewTeamRow, type TeamRow, teams } from '../../db/schema';
import { invalidateAuth } from '../auth/session-cache';

export const findTeamByName = async (db: Db, name: string): Promise<TeamRow | undefined> =>
  (await db.select().from(teams).where(eq(teams.name, name)).limit(1))[0];

export const findTeamById = async (db: Db, id: string): Promise<TeamRow | undefined> =>
  (await db.select().from(teams).where(eq(teams.id, id)).limit(1))[0];

export async function insertTeam(db: Db, values: NewTeamRow): Promise<TeamRow> {
  const [row] = await db.insert(teams).values(values).returning();
  if (!row) throw new Error('team insert returned no row');
  return row;
}

export async function anyTeamExists(db: Db): Promise<boolean> {
  const rows = await db.select({ id: teams.id }).from(teams).limit(1);
  return rows.length > 0;
}

export const listTeams = (db: Db) => db.select().from(teams).orderBy(asc(teams.name));

export async function updateTeamRow(db: Db, id: string, values: Partial<NewTeamRow>) {
  const [row] = await db.update(teams).set(values).where(eq(teams.id, id)).returning();
  // Signed-in requests carry the team row: a cached copy must not outlive the edit.
  await invalidateAuth(db, { teamId: id });
  return row;
}

export async function deleteTeamRow(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(teams).where(eq(teams.id, id)).returning({ id: teams.id });
  await invalidateAuth(db, { teamId: id });
  return rows.length > 0;
}

/**
 * Locks the team's row until the transaction ends: creations that count against a plan limit
 * (users) queue behind each other, so two of them cannot both see the last free seat.
 */
export async function lockTeamRow(db: Db, id: string): Promise<TeamRow | undefined> {
  const [row] = await db.select().from(teams).where(eq(teams.id, id)).for('update');
  return row;
}
