import type { Redemption, RedemptionHistory, rewardSchema } from '@lp/shared/gamification/rewards';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { myProfileKey } from './gamification-api.ts';

// Apart from gamification-api.ts, which the top bar's points badge loads: the reward schemas load
// with the rewards page only.
export type Reward = z.output<typeof rewardSchema>;
export type { Redemption };

/** GET rewards/list: the rewards a learner may buy with coins. */
export function useRewards(enabled: boolean) {
  return useQuery({
    queryKey: ['rewards', 'list'],
    queryFn: ({ signal }) => api.get<Reward[]>('rewards/list', { signal }),
    enabled,
  });
}

export const redemptionsKey = (userId: string) => ['users', userId, 'redemptions'] as const;

/** GET users/{id}/redemptions: the learner's past redemptions, newest first. */
export function useRedemptions(userId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: redemptionsKey(userId ?? ''),
    queryFn: ({ signal }) => api.get<RedemptionHistory>(`users/${userId}/redemptions`, { signal }),
    enabled: enabled && Boolean(userId),
  });
}

/** POST rewards/{id}/redeem: buys a reward; a 409 carries the server's reason. */
export function useRedeemReward(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rewardId: string) => api.post<Redemption>(`rewards/${rewardId}/redeem`),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myProfileKey(userId) }),
        queryClient.invalidateQueries({ queryKey: redemptionsKey(userId) }),
        queryClient.invalidateQueries({ queryKey: ['rewards', 'list'] }),
      ]);
    },
  });
}
