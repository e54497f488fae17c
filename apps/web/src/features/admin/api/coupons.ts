import { couponSchema } from '@lp/shared/gamification/rewards';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

type Coupon = z.output<typeof couponSchema>;

/** GET utility/coupon/check/{code} (the code URL-encoded, SPEC §5). */
export const useCheckCoupon = () =>
  useMutation({
    mutationFn: (code: string): Promise<Coupon> =>
      api.get<Coupon>(`utility/coupon/check/${encodeURIComponent(code)}`),
  });

/**
 * POST coupon/validate. Still parsed here: the route answers the coupon with `valid: true` added
 * (couponSchema extended), and the parse drops that field.
 */
export const useValidateCoupon = () =>
  useMutation({
    mutationFn: async (code: string): Promise<Coupon> =>
      couponSchema.parse(await api.post<unknown>('coupon/validate', { code })),
  });
