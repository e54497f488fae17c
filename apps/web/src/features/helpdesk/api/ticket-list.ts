import type { TicketListQuery, TicketPage, ticketAssigneesSchema } from '@lp/shared/helpdesk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { helpdeskKeys } from './keys.ts';

/** GET tickets/list with the filters that are set. */
export async function getTickets(query: TicketListQuery, signal?: AbortSignal): Promise<TicketPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return api.get<TicketPage>(`tickets/list?${params.toString()}`, { signal });
}

export function useTickets(query: TicketListQuery) {
  return useQuery({
    queryKey: helpdeskKeys.list(query),
    queryFn: ({ signal }) => getTickets(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET tickets/assignees: the team's admins. */
export function useTicketAssignees() {
  return useQuery({
    queryKey: helpdeskKeys.assignees,
    queryFn: ({ signal }) => api.get<z.output<typeof ticketAssigneesSchema>>('tickets/assignees', { signal }),
  });
}
