import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { identityProviders, oidcStates, userIdentities } from '../../db/schema';

export type IdentityProviderRow = typeof identityProviders.$inferSelect;

export const listProviders = (db: Database, teamId: string) =>
  db.select().from(identityProviders).where(eq(identityProviders.teamId, teamId));

export async function findProvider(db: Database, teamId: string, id: string) {
  const [row] = await db
    .select()
    .from(identityProviders)
    .where(and(eq(identityProviders.id, id), eq(identityProviders.teamId, teamId)))
    .limit(1);
  return row;
}

export const findProviderById = async (db: Database, id: string) =>
  (await db.select().from(identityProviders).where(eq(identityProviders.id, id)).limit(1))[0];

export async function insertProvider(db: Database, values: typeof identityProviders.$inferInsert) {
  const [row] = await db.insert(identityProviders).values(values).returning();
  if (!row) throw new Error('provider insert returned no row');
  return row;
}

export async function deleteProvider(db: Database, teamId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(identityProviders)
    .where(and(eq(identityProviders.id, id), eq(identityProviders.teamId, teamId)))
    .returning({ id: identityProviders.id });
  return rows.length > 0;
}

export async function saveState(db: Database, values: typeof oidcStates.$inferInsert) {
  await db.insert(oidcStates).values(values);
}

/** Takes the state out of the table: a state is good for one callback only. */
export async function takeState(db: Database, state: string) {
  const [row] = await db
    .delete(oidcStates)
    .where(and(eq(oidcStates.state, state), gt(oidcStates.expiresAt, new Date())))
    .returning();
  return row;
}

export async function findIdentity(db: Database, providerId: string, subject: string) {
  const [row] = await db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.providerId, providerId), eq(userIdentities.subject, subject)))
    .limit(1);
  return row;
}

export async function linkIdentity(db: Database, values: typeof userIdentities.$inferInsert) {
  await db.insert(userIdentities).values(values).onConflictDoNothing();
}
