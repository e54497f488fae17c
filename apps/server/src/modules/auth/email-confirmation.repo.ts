import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailConfirmations } from '../../db/schema';

/** The user's one open confirmation: a new link replaces the earlier one. */
export async function saveEmailConfirmation(
  db: Database,
  values: { userId: string; tokenHash: string; expiresAt: Date },
) {
  await db
    .insert(emailConfirmations)
    .values(values)
    .onConflictDoUpdate({
      target: emailConfirmations.userId,
      set: { tokenHash: values.tokenHash, expiresAt: values.expiresAt, createdAt: new Date() },
    });
}

export async function hasEmailConfirmation(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: emailConfirmations.userId })
    .from(emailConfirmations)
    .where(eq(emailConfirmations.userId, userId))
    .limit(1);
  return rows.length > 0;
}

/** Spends an unexpired confirmation in one statement; the user it confirms, or nothing. */
export async function spendEmailConfirmation(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .delete(emailConfirmations)
    .where(and(eq(emailConfirmations.tokenHash, tokenHash), gt(emailConfirmations.expiresAt, now)))
    .returning({ userId: emailConfirmations.userId });
  return row?.userId;
}

export async function cancelEmailConfirmation(db: Database, userId: string) {
  await db.delete(emailConfirmations).where(eq(emailConfirmations.userId, userId));
}
