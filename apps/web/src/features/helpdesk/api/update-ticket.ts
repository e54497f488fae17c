import type { Ticket, TicketUpdateBody } from '@lp/shared/helpdesk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { helpdeskKeys } from './keys.ts';

/** POST tickets/{id}/update: status, priority, assignee and/or a reply. */
export async function updateTicket(input: { id: string; body: TicketUpdateBody }): Promise<Ticket> {
  return api.post<Ticket>(`tickets/${input.id}/update`, input.body);
}

export function useUpdateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: helpdeskKeys.all }),
  });
}
