import {
  TICKET_CATEGORIES,
  TICKET_PAGE_SIZE,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type Ticket,
  type TicketCategory,
  type TicketPriority,
  type TicketStatus,
} from '@lp/shared/helpdesk';
import { Anchor, Group, Pagination, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/LoadingScreen.tsx';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { formatDay } from '../../../lib/format-date.ts';
import { useTickets } from '../api/ticket-list.ts';
import { PriorityBadge, StatusBadge } from './StatusBadge.tsx';
import { TicketDetail } from './TicketDetail.tsx';

/** tickets/list for the team's admins: filters, a page of tickets, and one ticket to answer. */
export function TicketAdmin() {
  const { t, i18n } = useTranslation('helpdesk');
  const [status, setStatus] = useState<TicketStatus | null>(null);
  const [priority, setPriority] = useState<TicketPriority | null>(null);
  const [category, setCategory] = useState<TicketCategory | null>(null);
  const [page, setPage] = useState(1);
  // The ticket being answered stays open when a change takes it out of the filtered list.
  const [open, setOpen] = useState<Ticket | null>(null);
  const tickets = useTickets({
    ...(status ? { status } : {}),
    ...(priority ? { priority } : {}),
    ...(category ? { category } : {}),
    page,
    pageSize: TICKET_PAGE_SIZE,
  });
  if (open)
    return (
      <TicketDetail
        key={open._id + open.updatedAt}
        ticket={open}
        onSaved={setOpen}
        onClose={() => setOpen(null)}
      />
    );

  const filter = <V extends string>(
    label: string,
    values: readonly V[],
    group: 'statuses' | 'priorities' | 'categories',
    value: V | null,
    set: (v: V | null) => void,
  ) => (
    <Select
      label={label}
      placeholder={t('admin.all')}
      clearable
      clearButtonProps={{ 'aria-label': t('admin.clearFilter') }}
      data={values.map((v) => ({ value: v, label: t(`${group}.${v}` as 'statuses.open') }))}
      value={value}
      onChange={(v) => {
        set(v as V | null);
        setPage(1);
      }}
      w={200}
    />
  );

  const pages = tickets.data ? Math.max(1, Math.ceil(tickets.data.total / TICKET_PAGE_SIZE)) : 1;
  return (
    <Stack>
      <Group align="flex-end">
        {filter(t('admin.filterStatus'), TICKET_STATUSES, 'statuses', status, setStatus)}
        {filter(t('admin.filterPriority'), TICKET_PRIORITIES, 'priorities', priority, setPriority)}
        {filter(t('admin.filterCategory'), TICKET_CATEGORIES, 'categories', category, setCategory)}
      </Group>
      {tickets.isPending && <LoadingScreen />}
      {tickets.isError && <QueryFailure error={tickets.error} />}
      {tickets.data && tickets.data.total === 0 && <Text c="dimmed">{t('admin.empty')}</Text>}
      {tickets.data && tickets.data.total > 0 && (
        <>
          <Text size="sm" c="dimmed">
            {t('admin.total', { count: tickets.data.total })}
          </Text>
          <Table.ScrollContainer minWidth={720}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  {(['problem', 'learner', 'category', 'priority', 'status', 'date'] as const).map((c) => (
                    <Table.Th key={c} scope="col">
                      {t(`admin.columns.${c}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {tickets.data.tickets.map((ticket) => (
                  <Table.Tr key={ticket._id}>
                    <Table.Th scope="row">
                      <Anchor component="button" type="button" onClick={() => setOpen(ticket)}>
                        {ticket.problem}
                      </Anchor>
                    </Table.Th>
                    <Table.Td>{ticket.user.name}</Table.Td>
                    <Table.Td>{t(`categories.${ticket.category}`)}</Table.Td>
                    <Table.Td>
                      <PriorityBadge priority={ticket.priority} />
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge status={ticket.status} />
                    </Table.Td>
                    <Table.Td>{formatDay(ticket.date, i18n.language)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 && <Pagination value={page} onChange={setPage} total={pages} />}
        </>
      )}
    </Stack>
  );
}
