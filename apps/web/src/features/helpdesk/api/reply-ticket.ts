import type { Ticket } from '@lp/shared/helpdesk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { helpdeskKeys } from './keys.ts';

/** POST tickets/{id}/reply: the ticket's learner writes back. */
export async function replyToTicket(input: { id: string; message: string }): Promise<Ticket> {
  return api.post<Ticket>(`tickets/${input.id}/reply`, { message: input.message });
}

export function useReplyToTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: helpdeskKeys.all }),
  });
}
