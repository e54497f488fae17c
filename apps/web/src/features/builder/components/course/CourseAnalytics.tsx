import type { BuilderCourse } from '@lp/shared/builder';
import { LIMITS } from '@lp/shared/constants';
import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  RingProgress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFailure } from '../../../../components/QueryFailure.tsx';
import { formatDateTime } from '../../../../lib/format-date.ts';
import { useLearnerSummary } from '../../api/get-course-learners.ts';
import { downloadVersionReport, useCourseVersions } from '../../api/get-course-versions.ts';
import { useBuilderAccess } from '../../use-builder-access.ts';
import { notifyError } from '../shared/notify.ts';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Card>
  );
}

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

/** The analytics section: enrolment and completion, and the old versions (SPEC §2). */
export function CourseAnalytics({ course }: { course: BuilderCourse }) {
  const { t } = useTranslation('builder');
  const { mayDownloadReports } = useBuilderAccess();
  const summary = useLearnerSummary(course._id, LIMITS.largeUserbaseThreshold);
  const data = summary.data;
  const completion = data && data.enrolled > 0 ? Math.round((data.completed / data.enrolled) * 100) : 0;

  return (
    <Stack>
      {summary.isLoading && <Loader aria-label={t('common.loading')} />}
      {summary.isError && <QueryFailure error={summary.error} />}
      {data?.tooLarge && (
        <Alert color="yellow">
          {t('analytics.tooLarge', { enrolled: data.enrolled, limit: LIMITS.largeUserbaseThreshold })}
        </Alert>
      )}
      {data && !data.tooLarge && (
        <Group align="stretch" gap="md">
          <RingProgress
            size={140}
            thickness={12}
            sections={[{ value: completion, color: 'green' }]}
            label={
              <Text ta="center" fw={700}>
                {completion}%
              </Text>
            }
            aria-label={t('analytics.completionRate', { percent: completion })}
          />
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} flex={1}>
            <Stat label={t('analytics.enrolled')} value={String(data.enrolled)} />
            <Stat label={t('analytics.started')} value={String(data.started)} />
            <Stat label={t('analytics.completed')} value={String(data.completed)} />
            <Stat label={t('analytics.averageProgress')} value={`${data.averagePercentage}%`} />
          </SimpleGrid>
        </Group>
      )}
      {mayDownloadReports ? (
        <OldVersions courseId={course._id} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('analytics.managerNoReports')}
        </Text>
      )}
    </Stack>
  );
}
