import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { otpCodes } from '../../db/schema';

export async function findOtpCode(db: Database, phone: string) {
  const [row] = await db.select().from(otpCodes).where(eq(otpCodes.phone, phone)).limit(1);
  return row;
}

/** The phone's one current code: a new one replaces any earlier. */
export async function saveOtpCode(
  db: Database,
  phone: string,
  values: { userId: string; codeHash: string; expiresAt: Date; sentAt: Date },
) {
  const row = { ...values, failedAttempts: 0 };
  await db
    .insert(otpCodes)
    .values({ phone, ...row })
    .onConflictDoUpdate({ target: otpCodes.phone, set: row });
}

/** One more wrong code; returns how many there have been. */
export async function countOtpFailure(db: Database, phone: string): Promise<number | undefined> {
  const [row] = await db
    .update(otpCodes)
    .set({ failedAttempts: sql`${otpCodes.failedAttempts} + 1` })
    .where(eq(otpCodes.phone, phone))
    .returning({ failedAttempts: otpCodes.failedAttempts });
  return row?.failedAttempts;
}

export async function deleteOtpCode(db: Database, phone: string) {
  await db.delete(otpCodes).where(eq(otpCodes.phone, phone));
}
