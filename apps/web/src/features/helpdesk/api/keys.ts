import type { TicketListQuery } from '@lp/shared/helpdesk';

export const helpdeskKeys = {
  all: ['helpdesk'] as const,
  mine: (userId: string) => ['helpdesk', 'user', userId] as const,
  list: (query: TicketListQuery) => ['helpdesk', 'list', query] as const,
  assignees: ['helpdesk', 'assignees'] as const,
};
