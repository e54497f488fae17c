import { managerReportsResponseSchema, nudgeResponseSchema } from '@lp/shared/users/admin';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET manager/reports: everyone reporting to the signed-in manager, with their courses. */
export function useManagerReports() {
  return useQuery({
    queryKey: ['manager', 'reports'],
    queryFn: async ({ signal }) =>
      managerReportsResponseSchema.parse(await api.get<unknown>('manager/reports', { signal })),
  });
}

/** POST users/{id}/nudge: an in-app notification and an e-mail to one report. */
export function useNudge() {
  return useMutation({
    mutationFn: async ({ userId, message }: { userId: string; message: string }) =>
      nudgeResponseSchema.parse(
        await api.post<unknown>(`users/${encodeURIComponent(userId)}/nudge`, { message }),
      ),
  });
}
