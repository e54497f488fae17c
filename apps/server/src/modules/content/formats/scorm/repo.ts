import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import { scormPackages, scormStates } from '../../../../db/schema';

export async function insertPackage(db: Database, values: typeof scormPackages.$inferInsert) {
  const [row] = await db.insert(scormPackages).values(values).returning();
  if (!row) throw new Error('scorm package insert returned nothing');
  return row;
}

export async function findPackage(db: Database, teamId: string, packageId: string) {
  const [row] = await db
    .select()
    .from(scormPackages)
    .where(and(eq(scormPackages.teamId, teamId), eq(scormPackages.id, packageId)))
    .limit(1);
  return row;
}

/** By id alone: only for file serving, where a signed token already names the package. */
export async function findPackageById(db: Database, packageId: string) {
  const [row] = await db.select().from(scormPackages).where(eq(scormPackages.id, packageId)).limit(1);
  return row;
}

export async function findState(db: Database, userId: string, deckId: string) {
  const [row] = await db
    .select()
    .from(scormStates)
    .where(and(eq(scormStates.userId, userId), eq(scormStates.deckId, deckId)))
    .limit(1);
  return row;
}

export async function saveState(
  db: Database,
  values: { userId: string; teamId: string; deckId: string; cmi: Record<string, unknown> },
) {
  await db
    .insert(scormStates)
    .values(values)
    .onConflictDoUpdate({
      target: [scormStates.userId, scormStates.deckId],
      set: { cmi: sql`excluded.cmi`, updatedAt: sql`now()` },
    });
}
