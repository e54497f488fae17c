import type { Ticket } from '@lp/shared/helpdesk';
import { Accordion, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/LoadingScreen.tsx';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { formatDay } from '../../../lib/format-date.ts';
import { useUserTickets } from '../api/my-tickets.ts';
import { useReplyToTicket } from '../api/reply-ticket.ts';
import { PriorityBadge, StatusBadge } from './StatusBadge.tsx';
import { TicketThread } from './TicketThread.tsx';

function WriteBack({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('helpdesk');
  const reply = useReplyToTicket();
  const [message, setMessage] = useState('');
  if (ticket.status === 'closed') return null;
  return (
    <Group align="flex-end">
      <Textarea
        label={t('mine.reply')}
        value={message}
        onChange={(e) => setMessage(e.currentTarget.value)}
        autosize
        minRows={2}
        style={{ flex: 1 }}
      />
      <Button
        disabled={message.trim() === ''}
        loading={reply.isPending}
        onClick={() => reply.mutate({ id: ticket._id, message }, { onSuccess: () => setMessage('') })}
      >
        {t('mine.sendReply')}
      </Button>
    </Group>
  );
}

/** The learner's tickets (tickets/user/{id}) with status, priority and the conversation. */
export function MyTickets({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('helpdesk');
  const tickets = useUserTickets(userId);
  return (
    <Stack component="section" aria-labelledby="my-tickets-title">
      <Title order={2} size="h4" id="my-tickets-title">
        {t('mine.title')}
      </Title>
      {tickets.isPending && <LoadingScreen />}
      {tickets.isError && <QueryFailure error={tickets.error} />}
      {tickets.data?.length === 0 && <Text c="dimmed">{t('mine.empty')}</Text>}
      {tickets.data && tickets.data.length > 0 && (
        <Accordion variant="separated" multiple>
          {tickets.data.map((ticket) => (
            <Accordion.Item key={ticket._id} value={ticket._id}>
              <Accordion.Control>
                <Group justify="space-between" wrap="nowrap">
                  <Stack gap={0} miw={0}>
                    <Text fw={600} truncate>
                      {ticket.problem}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('mine.raised', { date: formatDay(ticket.date, i18n.language) })} ·{' '}
                      {t(`categories.${ticket.category}`)}
                    </Text>
                  </Stack>
                  <Group gap="xs" wrap="nowrap">
                    <PriorityBadge priority={ticket.priority} />
                    <StatusBadge status={ticket.status} />
                  </Group>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack>
                  <Text style={{ whiteSpace: 'pre-wrap' }}>{ticket.details}</Text>
                  <TicketThread ticket={ticket} />
                  <WriteBack ticket={ticket} />
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
