import type { createSubscriptionResponseSchema, VerifySubscriptionBody } from '@lp/shared/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type CreatedSubscription = z.output<typeof createSubscriptionResponseSchema>;

/** POST utility/payments/create_subscription/{id}: {id} is the provider's plan id. */
export const useCreateSubscription = () =>
  useMutation({
    mutationFn: (planId: string): Promise<CreatedSubscription> =>
      api.post<CreatedSubscription>(`utility/payments/create_subscription/${encodeURIComponent(planId)}`, {}),
  });

/** POST utility/payments/verify_subscription: what the provider's checkout handed back. */
export function useVerifySubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerifySubscriptionBody) =>
      api.post<{ verified: true; subscriptionId: string }>('utility/payments/verify_subscription', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'plan'] }),
  });
}
