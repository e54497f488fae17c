import type { TicketPriority, TicketStatus } from '@lp/shared/helpdesk';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<TicketStatus, string> = {
  open: 'blue',
  in_progress: 'yellow',
  resolved: 'green',
  closed: 'gray',
};

const PRIORITY_COLORS: Record<TicketPriority, string> = {
  low: 'gray',
  medium: 'blue',
  high: 'orange',
  urgent: 'red',
};

export function StatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('helpdesk');
  return (
    <Badge variant="light" color={STATUS_COLORS[status]}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}

export function PriorityBadge({ priority }: { priority: TicketPriority }) {
  const { t } = useTranslation('helpdesk');
  return (
    <Badge variant="light" color={PRIORITY_COLORS[priority]}>
      {t(`priorities.${priority}`)}
    </Badge>
  );
}
