import { AUDIENCE_SCOPES } from '@lp/shared/analytics/course';
import {
  Badge,
  Button,
  Group,
  Loader,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { downloadLearners, type LearnerFilters, NO_LEARNER_FILTERS, useCourseLearners } from './api.ts';
import { LearnerDetail } from './LearnerDetail.tsx';
import { LearnerSegmentFilters } from './LearnerSegmentFilters.tsx';

/**
 * Learners: the course's audience with status, progress and score, searched by name and filtered on
 * status and segmentation details; CSV and XLSX of the same rows for non-managers.
 */
export function LearnersTab(props: {
  courseId: string;
  userId: string;
  mayDownload: boolean;
  mayOverride: boolean;
  onError: (e: unknown) => void;
}) {
  const { t } = useTranslation('courseAnalytics');
  const [filters, setFilters] = useState<LearnerFilters>(NO_LEARNER_FILTERS);
  const learners = useCourseLearners(props.userId, props.courseId, filters);
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  const [opened, setOpened] = useState<{ userId: string; name: string } | null>(null);
  const download = async (format: 'csv' | 'xlsx') => {
    setBusy(format);
    try {
      await downloadLearners(props.userId, props.courseId, filters, format);
    } catch (error) {
      props.onError(error);
    } finally {
      setBusy(null);
    }
  };
  const data = learners.data;
  return (
    <Stack>
      <Group align="flex-end">
        <TextInput
          label={t('search')}
          value={filters.search}
          onChange={(e) => setFilters({ ...filters, search: e.currentTarget.value, page: 1 })}
        />
        <Select
          label={t('statusFilter')}
          data={AUDIENCE_SCOPES.map((scope) => ({ value: scope, label: t(`status.${scope}`) }))}
          value={filters.scope}
          allowDeselect={false}
          onChange={(scope) => setFilters({ ...filters, scope: scope ?? 'all', page: 1 })}
        />
        {props.mayDownload && (
          <Group gap="xs">
            {(['csv', 'xlsx'] as const).map((format) => (
              <Button
                key={format}
                variant="light"
                leftSection={<IconDownload size={14} aria-hidden />}
                loading={busy === format}
                onClick={() => void download(format)}
              >
                {t(format === 'csv' ? 'downloadCsv' : 'downloadXlsx')}
              </Button>
            ))}
          </Group>
        )}
      </Group>
      <LearnerSegmentFilters
        value={filters}
        onChange={({ segments, joined }) => setFilters({ ...filters, segments, joined, page: 1 })}
      />
      {learners.isLoading && <Loader aria-label={t('loading')} />}
      {learners.isError && <QueryFailure error={learners.error} />}
      {data && data.total === 0 && <Text c="dimmed">{t('noLearners')}</Text>}
      {data && data.total > 0 && (
        <>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('name')}</Table.Th>
                <Table.Th>{t('statusFilter')}</Table.Th>
                <Table.Th>{t('progress')}</Table.Th>
                <Table.Th>{t('score')}</Table.Th>
                <Table.Th>{t('timeSpent')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('details')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.learners.map((l) => (
                <Table.Tr key={l.userId}>
                  <Table.Td>
                    {l.name || l.username}
                    <Text size="xs" c="dimmed">
                      {[l.company, l.department].filter(Boolean).join(' · ')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light">{t(`status.${l.status}`)}</Badge>
                  </Table.Td>
                  <Table.Td>{l.progress}%</Table.Td>
                  <Table.Td>{l.score}%</Table.Td>
                  <Table.Td>{t('minutes', { count: Math.round(l.timeSpent / 60) })}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="subtle"
                      onClick={() => setOpened({ userId: l.userId, name: l.name || l.username })}
                      aria-label={t('detailsOf', { name: l.name || l.username })}
                    >
                      {t('details')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Pagination
            total={Math.ceil(data.total / data.pageSize)}
            value={filters.page}
            onChange={(page) => setFilters({ ...filters, page })}
            getControlProps={(control) => ({ 'aria-label': t(`page.${control}`) })}
          />
        </>
      )}
      {opened && (
        <LearnerDetail
          courseId={props.courseId}
          learner={opened}
          mayOverride={props.mayOverride}
          onClose={() => setOpened(null)}
          onError={props.onError}
        />
      )}
    </Stack>
  );
}
