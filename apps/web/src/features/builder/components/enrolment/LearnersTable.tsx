import {
  Badge,
  Button,
  Card,
  Group,
  Pagination,
  Progress,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFailure } from '../../../../components/QueryFailure.tsx';
import { formatDay } from '../../../../lib/format-date.ts';
import { useCourseLearners } from '../../api/get-course-learners.ts';
import { useRemoveLearner } from '../../api/remove-learner.ts';
import { notifyError, notifySuccess } from '../shared/notify.ts';

const PAGE_SIZE = 20;

/** The enrolled learners with their progress (courses/{id}/learners/list). */
export function LearnersTable({ courseId, readOnly }: { courseId: string; readOnly: boolean }) {
  const { t, i18n } = useTranslation('builder');
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 300);
  const learners = useCourseLearners(courseId, { page, pageSize: PAGE_SIZE, search: search || undefined });
  const remove = useRemoveLearner(courseId);
  const pages = learners.data ? Math.max(1, Math.ceil(learners.data.total / PAGE_SIZE)) : 1;

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
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setPage(1);
          }}
        />
      </Group>
      {learners.isError && <QueryFailure error={learners.error} />}
      {learners.data?.learners.length === 0 && <Text c="dimmed">{t('learners.none')}</Text>}
      {learners.data && learners.data.learners.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('learners.name')}</Table.Th>
                <Table.Th>{t('learners.source')}</Table.Th>
                <Table.Th>{t('learners.progress')}</Table.Th>
                <Table.Th>{t('learners.lastActivity')}</Table.Th>
                {!readOnly && <Table.Th />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {learners.data.learners.map((learner) => {
                const name = `${learner.first_name} ${learner.last_name}`.trim() || learner.username;
                const percent = Math.min(100, Math.round(learner.progress.viewedPercentage));
                return (
                  <Table.Tr key={learner._id}>
                    <Table.Td>
                      <Text fw={500}>{name}</Text>
                      <Text size="xs" c="dimmed">
                        {learner.username}
                      </Text>
                    </Table.Td>
                    <Table.Td>{t(`learners.sources.${learner.source}`)}</Table.Td>
                    <Table.Td miw={160}>
                      <Group gap="xs" wrap="nowrap">
                        <Progress
                          value={percent}
                          flex={1}
                          aria-label={t('learners.progressOf', { name, percent })}
                        />
                        {learner.progress.completion ? (
                          <Badge color="green" size="sm">
                            {t('learners.complete')}
                          </Badge>
                        ) : (
                          <Text size="xs">{percent}%</Text>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      {learner.lastActivity
                        ? formatDay(learner.lastActivity, i18n.language)
                        : t('learners.notStarted')}
                    </Table.Td>
                    {!readOnly && (
                      <Table.Td ta="right">
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          aria-label={t('enrol.removeOf', { name })}
                          onClick={() =>
                            remove.mutate(learner._id, {
                              onSuccess: () => notifySuccess(t('enrol.removed', { name })),
                              onError: notifyError,
                            })
                          }
                        >
                          {t('common.remove')}
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Pagination mt="md" total={pages} value={page} onChange={setPage} aria-label={t('learners.pages')} />
      )}
    </Card>
  );
}
