import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons } from '../../db/schema';

export type CouponRow = typeof coupons.$inferSelect;

/** Codes match ignoring case. */
const codeIs = (code: string) => sql`lower(${coupons.code}) = ${code.toLowerCase()}`;

/** The coupon with this code that the team may see: its own or a global one. */
export async function findTeamCoupon(db: Db, teamId: string, code: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(codeIs(code.trim()), or(isNull(coupons.teamId), eq(coupons.teamId, teamId))))
    .limit(1);
  return row;
}

export async function codeTaken(db: Db, code: string): Promise<boolean> {
  const [clash] = await db.select({ id: coupons.id }).from(coupons).where(codeIs(code)).limit(1);
  return clash !== undefined;
}

export async function insertCoupon(db: Db, values: typeof coupons.$inferInsert): Promise<CouponRow> {
  const [row] = await db.insert(coupons).values(values).returning();
  if (!row) throw new Error('coupon insert returned no row');
  return row;
}
