import { redemptionSchema, rewardSchema } from '@lp/shared/gamification/rewards';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { myProfileKey } from './gamification-api.ts';

// Apart from gamification-api.ts, which the top bar's points badge loads: the reward schemas load
// with the rewards page only.
export type Reward = ReturnType<typeof rewardSchema.parse>;
export type Redemption = ReturnType<typeof redemptionSchema.parse>;

/** GET rewards/list: the rewards a learner may buy with coins. */
export function useRewards(enabled: boolean) {
  return useQuery({
    queryKey: ['rewards', 'list'],
    queryFn: async ({ signal }) =>
      rewardSchema.array().parse(await api.get<unknown>('rewards/list', { signal })),
    enabled,
  });
}

export const redemptionsKey = (userId: string) => ['users', userId, 'redemptions'] as const;

/** GET users/{id}/redemptions: the learner's past redemptions, newest first. */
export function useRedemptions(userId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: redemptionsKey(userId ?? ''),
    queryFn: async ({ signal }) =>
      redemptionSchema.array().parse(await api.get<unknown>(`users/${userId}/redemptions`, { signal })),
    enabled: enabled && Boolean(userId),
  });
}

/** POST rewards/{id}/redeem: buys a reward; a 409 carries the server's reason. */
export function useRedeemReward(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rewardId: string) =>
      redemptionSchema.parse(await api.post<unknown>(`rewards/${rewardId}/redeem`)),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myProfileKey(userId) }),
        queryClient.invalidateQueries({ queryKey: redemptionsKey(userId) }),
        queryClient.invalidateQueries({ queryKey: ['rewards', 'list'] }),
      ]);
    },
  });
}
