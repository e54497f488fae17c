import { COUPON_MESSAGES } from '@lp/shared/gamification/rewards';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import * as repo from './repo';

/** A coupon usable by this team right now: its own or a global one, not expired, uses left. */
export async function usableCoupon(db: Db, teamId: string, code: string) {
  const coupon = await repo.findTeamCoupon(db, teamId, code);
  const expired = coupon?.validUntil && coupon.validUntil <= new Date();
  const usedUp = coupon?.maxUses != null && coupon.uses >= coupon.maxUses;
  if (!coupon || expired || usedUp) throw notFound(COUPON_MESSAGES.invalid);
  return { code: coupon.code, type: coupon.type, value: coupon.value, message: coupon.message };
}

export async function createCoupon(
  db: Db,
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
  if (await repo.codeTaken(db, values.code)) throw conflict(COUPON_MESSAGES.codeTaken);
  return repo.insertCoupon(db, values);
}
