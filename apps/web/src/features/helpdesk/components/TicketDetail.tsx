import {
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_TRANSITIONS,
  type Ticket,
  type TicketPriority,
  type TicketStatus,
  type TicketUpdateBody,
} from '@lp/shared/helpdesk';
import { Alert, Button, Card, Group, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useTicketAssignees } from '../api/ticket-list.ts';
import { useUpdateTicket } from '../api/update-ticket.ts';
import { TicketThread } from './TicketThread.tsx';

const UNASSIGNED = 'none';

/** One ticket for its admin: the learner's words, the thread, and status, priority, assignee, reply. */
export function TicketDetail({
  ticket,
  onSaved,
  onClose,
}: {
  ticket: Ticket;
  onSaved: (ticket: Ticket) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('helpdesk');
  const update = useUpdateTicket();
  const assignees = useTicketAssignees();
  const [status, setStatus] = useState<TicketStatus>(ticket.status);
  const [priority, setPriority] = useState<TicketPriority>(ticket.priority);
  const [assignee, setAssignee] = useState(ticket.assignee?._id ?? UNASSIGNED);
  const [reply, setReply] = useState('');
  const closed = ticket.status === 'closed';
  const reachable = TICKET_STATUSES.filter(
    (s) => s === ticket.status || TICKET_TRANSITIONS[ticket.status].includes(s),
  );

  const save = () => {
    const body: TicketUpdateBody = {};
    if (status !== ticket.status) body.status = status;
    if (priority !== ticket.priority) body.priority = priority;
    if (assignee !== (ticket.assignee?._id ?? UNASSIGNED))
      body.assignee = assignee === UNASSIGNED ? null : assignee;
    if (reply.trim()) body.reply = reply;
    if (Object.keys(body).length === 0) return;
    update.mutate(
      { id: ticket._id, body },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'green', message: t('admin.saved') });
          onSaved(saved);
        },
      },
    );
  };

  return (
    <Card withBorder component="section" aria-labelledby="ticket-detail-title">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4" id="ticket-detail-title">
            {ticket.problem}
          </Title>
          <Button variant="default" onClick={onClose}>
            {t('admin.close')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {ticket.user.name} (@{ticket.user.username}) · {t(`categories.${ticket.category}`)} ·{' '}
          {formatDateTime(ticket.date, i18n.language)}
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{ticket.details}</Text>
        <Title order={3} size="h5">
          {t('admin.thread')}
        </Title>
        <TicketThread ticket={ticket} />
        <Group grow align="flex-start">
          <Select
            label={t('admin.columns.status')}
            data={reachable.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
            value={status}
            onChange={(v) => v && setStatus(v as TicketStatus)}
            allowDeselect={false}
            disabled={closed}
          />
          <Select
            label={t('admin.columns.priority')}
            data={TICKET_PRIORITIES.map((p) => ({ value: p, label: t(`priorities.${p}`) }))}
            value={priority}
            onChange={(v) => v && setPriority(v as TicketPriority)}
            allowDeselect={false}
            disabled={closed}
          />
          <Select
            label={t('admin.assignee')}
            data={[
              { value: UNASSIGNED, label: t('admin.unassigned') },
              ...(assignees.data ?? []).map((a) => ({ value: a._id, label: a.name })),
            ]}
            value={assignee}
            onChange={(v) => v && setAssignee(v)}
            allowDeselect={false}
            disabled={closed}
          />
        </Group>
        <Textarea
          label={t('admin.reply')}
          value={reply}
          onChange={(e) => setReply(e.currentTarget.value)}
          autosize
          minRows={3}
          disabled={closed}
        />
        {update.isError && (
          <Alert color="red" role="alert">
            {errorMessage(update.error, t('form.failed'))}
          </Alert>
        )}
        <Button
          onClick={save}
          loading={update.isPending}
          disabled={closed}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('admin.save')}
        </Button>
      </Stack>
    </Card>
  );
}
