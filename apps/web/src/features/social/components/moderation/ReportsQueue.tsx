import { REPORT_STATUSES, type Report, type ReportStatus } from '@lp/shared/social/index';
import { Anchor, Button, Group, SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../../components/DataTable.tsx';
import { formatDateTime } from '../../../../lib/format-date.ts';
import { useHandleReport, useReports } from '../../api/moderation.ts';

const statusLabel = {
  open: 'moderation.reportStatusOpen',
  resolved: 'moderation.reportStatusResolved',
  dismissed: 'moderation.reportStatusDismissed',
} as const;

/** Learners' reports: the open queue (oldest first) with resolve, hide, delete and dismiss. */
export function ReportsQueue() {
  const { t, i18n } = useTranslation('social');
  const [status, setStatus] = useState<ReportStatus>('open');
  const reports = useReports(status);
  const handle = useHandleReport();
  const act = (reportId: string, action: 'dismiss' | 'none' | 'hide' | 'delete') =>
    handle.mutate({ reportId, action });

  return (
    <>
      <SegmentedControl
        mb="md"
        value={status}
        onChange={(value) => setStatus(value as ReportStatus)}
        data={REPORT_STATUSES.map((s) => ({ value: s, label: t(statusLabel[s]) }))}
        aria-label={t('moderation.status')}
      />
      <DataTable<Report>
        query={{ data: reports.data?.reports, error: reports.error }}
        empty={t('moderation.queueEmpty')}
        minWidth={860}
        columns={[
          {
            key: 'date',
            header: t('moderation.date'),
            cell: (r) => formatDateTime(r.createdAt, i18n.language),
          },
          {
            key: 'post',
            header: t('moderation.post'),
            cell: (r) => (
              <Anchor component={Link} to={`/social/${r.postId}`} size="sm">
                {r.postExcerpt || r.postId.slice(0, 8)}
              </Anchor>
            ),
          },
          { key: 'author', header: t('moderation.author'), cell: (r) => r.postAuthor.name },
          { key: 'reporter', header: t('moderation.reporter'), cell: (r) => r.reporter.name },
          { key: 'reason', header: t('moderation.reason'), cell: (r) => r.reason },
          status === 'open' && {
            key: 'actions',
            header: t('moderation.actions'),
            cell: (r) => (
              <Group gap={4} wrap="nowrap">
                {!r.postHidden && (
                  <Button size="xs" variant="light" color="yellow" onClick={() => act(r._id, 'hide')}>
                    {t('moderation.resolveHide')}
                  </Button>
                )}
                <Button size="xs" variant="light" color="red" onClick={() => act(r._id, 'delete')}>
                  {t('moderation.resolveDelete')}
                </Button>
                <Button size="xs" variant="light" onClick={() => act(r._id, 'none')}>
                  {t('moderation.resolve')}
                </Button>
                <Button size="xs" variant="subtle" color="gray" onClick={() => act(r._id, 'dismiss')}>
                  {t('moderation.dismiss')}
                </Button>
              </Group>
            ),
          },
        ]}
      />
    </>
  );
}
