import type { Ticket, TicketCreateBody } from '@lp/shared/helpdesk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { helpdeskKeys } from './keys.ts';

/** POST tickets/create: the form's fields and the solved challenge's payload. */
export async function createTicket(body: TicketCreateBody): Promise<Ticket> {
  return api.post<Ticket>('tickets/create', body);
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: helpdeskKeys.all }),
  });
}
