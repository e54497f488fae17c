import { REPORT_FORMATS, type SavedReport } from '@lp/shared/analytics/saved-reports';
import { can } from '@lp/shared/permissions';
import { Anchor, Button, Group, Menu, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingScreen } from '../../../components/LoadingScreen.tsx';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { notifyFailure } from '../../../lib/notify.ts';
import { ReportForm } from './ReportForm.tsx';
import { ReportRows } from './ReportRows.tsx';
import {
  downloadReport,
  useDeleteReport,
  useRunReport,
  useSavedReports,
  useSaveReport,
} from './reports-api.ts';

const failed = (error: unknown) =>
  notifyFailure(error, error instanceof Error ? error.message : String(error));

/**
 * /builder/analytics/reports: saved reports; creators and admins create, edit, schedule, send and
 * download them; managers only read their reports' rows (SPEC §6: no downloads, not even a manager
 * who also holds a builder license).
 */
export function SavedReportsPage() {
  const { t, i18n } = useTranslation('teamAnalytics');
  const user = useAuthStore((state) => state.user);
  const analyst = can(user, 'analytics.universal');
  // SPEC §2/§6: no report downloads for a manager, even one who also holds a builder license.
  const mayDownload = analyst && !user?.license.isManager;
  const reports = useSavedReports();
  const save = useSaveReport();
  const run = useRunReport();
  const remove = useDeleteReport();
  const [editing, setEditing] = useState<SavedReport | 'new' | null>(null);
  const [viewing, setViewing] = useState<SavedReport | null>(null);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('reports.title')}
          </Title>
          <Text c="dimmed">{t('reports.description')}</Text>
          <Anchor component={Link} to="/builder/analytics" size="sm">
            {t('reports.back')}
          </Anchor>
        </Stack>
        {analyst && <Button onClick={() => setEditing('new')}>{t('reports.new')}</Button>}
      </Group>
      {reports.isPending && <LoadingScreen />}
      {reports.isError && <QueryFailure error={reports.error} />}
      {reports.data?.length === 0 && <Text c="dimmed">{t('reports.empty')}</Text>}
      {reports.data && reports.data.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('reports.name')}</Table.Th>
                <Table.Th scope="col">{t('reports.frequency')}</Table.Th>
                <Table.Th scope="col">{t('reports.version')}</Table.Th>
                <Table.Th scope="col">{t('reports.lastRun')}</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>{t('reports.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {reports.data.map((report) => (
                <Table.Tr key={report._id}>
                  <Table.Th scope="row">{report.name}</Table.Th>
                  <Table.Td>
                    {t(`reports.frequencies.${report.schedule.frequency}`)}
                    {report.schedule.frequency !== 'none' && ` · ${report.schedule.format.toUpperCase()}`}
                  </Table.Td>
                  <Table.Td>{report.version}</Table.Td>
                  <Table.Td>
                    {report.lastRun
                      ? formatDateTime(report.lastRun.ranAt, i18n.language)
                      : t('reports.never')}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button size="xs" variant="light" onClick={() => setViewing(report)}>
                        {t('reports.view')}
                      </Button>
                      {analyst && (
                        <Menu position="bottom-end">
                          <Menu.Target>
                            <Button
                              size="xs"
                              variant="default"
                              aria-label={`${t('reports.actions')}: ${report.name}`}
                            >
                              …
                            </Button>
                          </Menu.Target>
                          <Menu.Dropdown>
                            <Menu.Item onClick={() => setEditing(report)}>{t('reports.edit')}</Menu.Item>
                            {mayDownload &&
                              REPORT_FORMATS.map((format) => (
                                <Menu.Item
                                  key={format}
                                  onClick={() => downloadReport(report._id, format).catch(failed)}
                                >
                                  {t('reports.download', { format: format.toUpperCase() })}
                                </Menu.Item>
                              ))}
                            <Menu.Item
                              onClick={() =>
                                run.mutate(report._id, {
                                  onSuccess: (result) =>
                                    notifications.show({
                                      color: 'green',
                                      message: t('reports.sent', {
                                        count: result.recipients,
                                        rows: result.rows,
                                      }),
                                    }),
                                  onError: failed,
                                })
                              }
                            >
                              {t('reports.runNow')}
                            </Menu.Item>
                            <Menu.Item
                              color="red"
                              onClick={() => {
                                if (window.confirm(t('reports.deleteConfirm', { name: report.name })))
                                  remove.mutate(report._id, { onError: failed });
                              }}
                            >
                              {t('reports.delete')}
                            </Menu.Item>
                          </Menu.Dropdown>
                        </Menu>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ReportForm
        report={editing}
        saving={save.isPending}
        onClose={() => setEditing(null)}
        onSave={(input) =>
          save.mutate(
            { id: editing === 'new' || editing === null ? null : editing._id, input },
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: t('reports.saved') });
                setEditing(null);
              },
              onError: failed,
            },
          )
        }
      />
      <ReportRows report={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
