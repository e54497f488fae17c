import type { OutboxMessage } from '@lp/shared/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET admin/outbox: the team's sent and kept mail and text messages, newest first (read only). */
export const outboxQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: ['admin', 'outbox', limit],
    queryFn: ({ signal }) => api.get<OutboxMessage[]>(`admin/outbox?limit=${limit}`, { signal }),
  });

export const useOutbox = (limit: number) => useQuery(outboxQueryOptions(limit));
