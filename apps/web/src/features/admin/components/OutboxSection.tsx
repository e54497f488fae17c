import type { OutboxMessage } from '@lp/shared/notifications';
import { Badge, Button, Group, Spoiler, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useOutbox } from '../api/outbox.ts';

const PAGE = 50;

/** The mail outbox, read only: what was sent, or kept because no mail server is configured. */
export function OutboxSection() {
  const { t, i18n } = useTranslation('admin');
  const [limit, setLimit] = useState(PAGE);
  const query = useOutbox(limit);
  const status = (m: OutboxMessage) =>
    m.error ? (
      <Badge color="red">{t('outbox.failed')}</Badge>
    ) : m.sentAt ? (
      <Badge color="green">{t('outbox.sent')}</Badge>
    ) : (
      <Badge color="gray">{t('outbox.kept')}</Badge>
    );
  return (
    <Stack>
      <Text c="dimmed">{t('outbox.intro')}</Text>
      <DataTable
        query={query}
        minWidth={720}
        empty={t('outbox.empty')}
        columns={[
          { key: 'when', header: t('outbox.when'), cell: (m) => formatDateTime(m.createdAt, i18n.language) },
          { key: 'to', header: t('outbox.to'), cell: (m) => m.recipient },
          {
            key: 'message',
            header: t('outbox.message'),
            cell: (m) => (
              <Spoiler maxHeight={40} showLabel={t('outbox.more')} hideLabel={t('outbox.less')}>
                <Text fw={500} size="sm">
                  {m.subject || m.channel}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {m.body}
                </Text>
              </Spoiler>
            ),
          },
          { key: 'status', header: t('outbox.status'), cell: status },
        ]}
      />
      {query.data?.length === limit && (
        <Group>
          <Button variant="default" onClick={() => setLimit((n) => Math.min(500, n + PAGE))}>
            {t('outbox.showMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
