import { couponSchema } from '@lp/shared/gamification/rewards';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

type Coupon = z.infer<typeof couponSchema>;

/** GET utility/coupon/check/{code} (the code URL-encoded, SPEC §5). */
export const useCheckCoupon = () =>
  useMutation({
    mutationFn: async (code: string): Promise<Coupon> =>
      couponSchema.parse(await api.get<unknown>(`utility/coupon/check/${encodeURIComponent(code)}`)),
  });

/** POST coupon/validate. */
export const useValidateCoupon = () =>
  useMutation({
    mutationFn: async (code: string): Promise<Coupon> =>
      couponSchema.parse(await api.post<unknown>('coupon/validate', { code })),
  });
