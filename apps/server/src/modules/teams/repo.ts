import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type NewTeamRow, type TeamRow, teams } from '../../db/schema';

export const findTeamByName = async (db: Database, name: string): Promise<TeamRow | undefined> =>
  (await db.select().from(teams).where(eq(teams.name, name)).limit(1))[0];

export const findTeamById = async (db: Database, id: string): Promise<TeamRow | undefined> =>
  (await db.select().from(teams).where(eq(teams.id, id)).limit(1))[0];

export async function insertTeam(db: Database, values: NewTeamRow): Promise<TeamRow> {
  const [row] = await db.insert(teams).values(values).returning();
  if (!row) throw new Error('team insert returned no row');
  return row;
}
