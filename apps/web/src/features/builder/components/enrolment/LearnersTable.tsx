import type { CourseLearner } from '@lp/shared/content/enrolment';
import { Badge, Button, Card, Group, Progress, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/DataTable.tsx';
import { formatDay } from '../../../../lib/format-date.ts';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { useCourseLearners } from '../../api/get-course-learners.ts';
import { useRemoveLearner } from '../../api/remove-learner.ts';
import { Pager } from '../shared/Pager.tsx';
import { usePagedSearch } from '../shared/use-paged-search.ts';
import { displayName, UserName } from '../users/UserName.tsx';

const PAGE_SIZE = 20;

/** The enrolled learners with their progress (courses/{id}/learners/list). */
export function LearnersTable({ courseId, readOnly }: { courseId: string; readOnly: boolean }) {
  const { t, i18n } = useTranslation('builder');
  const { page, setPage, search, input } = usePagedSearch();
  const learners = useCourseLearners(courseId, { page, pageSize: PAGE_SIZE, search });
  const remove = useRemoveLearner(courseId);

  return (
    <Card withBorder>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t('learners.title', { count: learners.data?.total ?? 0 })}
        </Title>
        <TextInput
          aria-label={t('learners.search')}
          placeholder={t('learners.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          {...input}
        />
      </Group>
      <DataTable
        query={{ data: learners.data?.learners, error: learners.error }}
        empty={t('learners.none')}
        minWidth={640}
        columns={[
          { key: 'name', header: t('learners.name'), cell: (learner) => <UserName user={learner} /> },
          {
            key: 'source',
            header: t('learners.source'),
            cell: (learner) => t(`learners.sources.${learner.source}`),
          },
          {
            key: 'progress',
            header: t('learners.progress'),
            cell: (learner) => <LearnerProgress learner={learner} />,
            cellProps: { miw: 160 },
          },
          {
            key: 'lastActivity',
            header: t('learners.lastActivity'),
            cell: ({ lastActivity }) =>
              lastActivity ? formatDay(lastActivity, i18n.language) : t('learners.notStarted'),
          },
          !readOnly && {
            key: 'actions',
            cellProps: { ta: 'right' },
            cell: (learner) => (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                aria-label={t('enrol.removeOf', { name: displayName(learner) })}
                onClick={() =>
                  remove.mutate(learner._id, {
                    onSuccess: () => notifySuccess(t('enrol.removed', { name: displayName(learner) })),
                    onError: notifyError,
                  })
                }
              >
                {t('common.remove')}
              </Button>
            ),
          },
        ]}
      />
      <Pager total={learners.data?.total} pageSize={PAGE_SIZE} page={page} onChange={setPage} />
    </Card>
  );
}

function LearnerProgress({ learner }: { learner: CourseLearner }) {
  const { t } = useTranslation('builder');
  const percent = Math.min(100, Math.round(learner.progress.viewedPercentage));
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress
        value={percent}
        flex={1}
        aria-label={t('learners.progressOf', { name: displayName(learner), percent })}
      />
      {learner.progress.completion ? (
        <Badge color="green" size="sm">
          {t('learners.complete')}
        </Badge>
      ) : (
        <Text size="xs">{percent}%</Text>
      )}
    </Group>
  );
}
