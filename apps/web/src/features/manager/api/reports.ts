import type { managerReportsResponseSchema, nudgeResponseSchema } from '@lp/shared/users/admin';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

/** GET manager/reports: everyone reporting to the signed-in manager, with their courses. */
export function useManagerReports() {
  return useQuery({
    queryKey: ['manager', 'reports'],
    queryFn: ({ signal }) =>
      api.get<z.output<typeof managerReportsResponseSchema>>('manager/reports', { signal }),
  });
}

/** POST users/{id}/nudge: an in-app notification and an e-mail to one report. */
export function useNudge() {
  return useMutation({
    mutationFn: ({ userId, message }: { userId: string; message: string }) =>
      api.post<z.output<typeof nudgeResponseSchema>>(`users/${encodeURIComponent(userId)}/nudge`, {
        message,
      }),
  });
}
