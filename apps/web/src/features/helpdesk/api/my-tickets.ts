import type { Ticket } from '@lp/shared/helpdesk';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { helpdeskKeys } from './keys.ts';

/** GET tickets/user/{id}: a learner's tickets, newest first, with their replies. */
export async function getUserTickets(userId: string, signal?: AbortSignal): Promise<Ticket[]> {
  return api.get<Ticket[]>(`tickets/user/${userId}`, { signal });
}

export function useUserTickets(userId: string) {
  return useQuery({
    queryKey: helpdeskKeys.mine(userId),
    queryFn: ({ signal }) => getUserTickets(userId, signal),
  });
}
