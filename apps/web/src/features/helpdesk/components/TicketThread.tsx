import type { Ticket } from '@lp/shared/helpdesk';
import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date.ts';

/** The ticket's conversation, oldest first; the helpdesk team's replies stand out. */
export function TicketThread({ ticket }: { ticket: Ticket }) {
  const { t, i18n } = useTranslation('helpdesk');
  if (ticket.replies.length === 0) return <Text c="dimmed">{t('mine.noReplies')}</Text>;
  return (
    <Stack gap="xs">
      {ticket.replies.map((reply) => (
        <Paper
          key={reply._id}
          withBorder
          p="sm"
          bg={reply.staff ? 'var(--mantine-color-default-hover)' : undefined}
          ml={reply.staff ? 0 : 'xl'}
        >
          <Text size="sm" fw={600}>
            {reply.staff ? `${reply.author.name} · ${t('mine.staff')}` : reply.author.name}
            <Text span size="xs" c="dimmed" ml="xs">
              {formatDateTime(reply.createdAt, i18n.language)}
            </Text>
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {reply.message}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
