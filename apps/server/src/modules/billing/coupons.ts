import { COUPON_MESSAGES } from '@lp/shared/rewards';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { coupons } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-errors';

/** A coupon usable by this team right now: its own or a global one, not expired, uses left. */
export async function usableCoupon(db: Database, teamId: string, code: string) {
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(
      and(
        sql`lower(${coupons.code}) = ${code.trim().toLowerCase()}`,
        or(isNull(coupons.teamId), eq(coupons.teamId, teamId)),
      ),
    )
    .limit(1);
  const expired = coupon?.validUntil && coupon.validUntil <= new Date();
  const usedUp = coupon?.maxUses != null && coupon.uses >= coupon.maxUses;
  if (!coupon || expired || usedUp) throw notFound(COUPON_MESSAGES.invalid);
  return { code: coupon.code, type: coupon.type, value: coupon.value, message: coupon.message };
}

export async function createCoupon(
  db: Database,
  values: {
    code: string;
    type: string;
    value: number;
    message: string;
    teamId: string | null;
    validUntil: Date | null;
    maxUses: number | null;
  },
) {
  const [clash] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(sql`lower(${coupons.code}) = ${values.code.toLowerCase()}`);
  if (clash) throw conflict('A coupon with this code exists already.');
  const [row] = await db.insert(coupons).values(values).returning();
  return row;
}
