import type { BuilderCourse } from '@lp/shared/builder';
import { Button, Card, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFailure } from '../../../../components/QueryFailure.tsx';
import { useAuthStore } from '../../../../lib/auth-store.ts';
import { formatDateTime } from '../../../../lib/format-date.ts';
import { notifyError } from '../../../../lib/notify.ts';
import { CourseAnalyticsTabs } from '../../../analytics/index.ts';
import { downloadVersionReport, useCourseVersions } from '../../api/get-course-versions.ts';
import { useBuilderAccess } from '../../use-builder-access.ts';

/** Old versions archived by relaunches and resets, each as a CSV report (not for managers). */
function OldVersions({ courseId }: { courseId: string }) {
  const { t, i18n } = useTranslation('builder');
  const versions = useCourseVersions(courseId, true);
  const [downloading, setDownloading] = useState<number | null>(null);
  const download = async (version: number) => {
    setDownloading(version);
    try {
      await downloadVersionReport(courseId, version);
    } catch (error) {
      notifyError(error);
    } finally {
      setDownloading(null);
    }
  };
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        {t('analytics.oldVersions')}
      </Title>
      {versions.isError && <QueryFailure error={versions.error} />}
      {versions.data?.length === 0 && <Text c="dimmed">{t('analytics.noVersions')}</Text>}
      {versions.data && versions.data.length > 0 && (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('analytics.version')}</Table.Th>
              <Table.Th>{t('analytics.archivedAt')}</Table.Th>
              <Table.Th>{t('analytics.learnerCount')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {versions.data.map((version) => (
              <Table.Tr key={version.version}>
                <Table.Td>{version.version}</Table.Td>
                <Table.Td>{formatDateTime(version.archivedAt, i18n.language)}</Table.Td>
                <Table.Td>{version.learnerCount}</Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconDownload size={14} aria-hidden />}
                    loading={downloading === version.version}
                    onClick={() => void download(version.version)}
                    aria-label={t('analytics.downloadOf', { version: version.version })}
                  >
                    {t('analytics.download')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

/** The analytics section (SPEC §2): the analytics tabs, with the old versions as their last tab. */
export function CourseAnalytics({ course }: { course: Pick<BuilderCourse, '_id'> }) {
  const { t } = useTranslation('builder');
  const { mayDownloadReports } = useBuilderAccess();
  const userId = useAuthStore((state) => state.user?._id);
  if (!userId) return null;
  return (
    <CourseAnalyticsTabs
      courseId={course._id}
      userId={userId}
      mayDownload={mayDownloadReports}
      onError={notifyError}
      oldVersions={
        mayDownloadReports ? (
          <OldVersions courseId={course._id} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('analytics.managerNoReports')}
          </Text>
        )
      }
    />
  );
}
