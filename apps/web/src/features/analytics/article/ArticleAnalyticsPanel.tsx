import type { ArticleFigures, ReadersPage } from '@lp/shared/analytics/article';
import { AUDIENCE_SCOPES } from '@lp/shared/analytics/course';
import { Badge, Card, Loader, Pagination, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { api } from '../../../lib/api-client.ts';
import { ArticleQuestions } from './ArticleQuestions.tsx';

const PAGE_SIZE = 25;

/** GET analytics/articles/{id}/deck/{scope}: readers, completions, failures, average score and time. */
function useArticleFigures(articleId: string) {
  return useQuery({
    queryKey: ['analytics', 'article', articleId, 'figures'],
    queryFn: ({ signal }): Promise<ArticleFigures> =>
      api.get<ArticleFigures>(`analytics/articles/${articleId}/deck/all`, { signal }),
  });
}

/** GET analytics/articles/{id}/{scope}: one page of the article's readers. */
function useArticleReaders(articleId: string, scope: string, page: number) {
  return useQuery({
    queryKey: ['analytics', 'article', articleId, 'readers', scope, page],
    queryFn: ({ signal }): Promise<ReadersPage> =>
      api.get<ReadersPage>(`analytics/articles/${articleId}/${scope}?page=${page}&pageSize=${PAGE_SIZE}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** An article's analytics: its figures and who read it, filtered by their state in it. */
export function ArticleAnalyticsPanel({ articleId }: { articleId: string }) {
  const { t } = useTranslation('courseAnalytics');
  const [scope, setScope] = useState('all');
  const [page, setPage] = useState(1);
  const figures = useArticleFigures(articleId);
  const readers = useArticleReaders(articleId, scope, page);
  const f = figures.data;
  return (
    <Stack>
      {figures.isLoading && <Loader aria-label={t('loading')} />}
      {figures.isError && <QueryFailure error={figures.error} />}
      {f && (
        <SimpleGrid cols={{ base: 2, md: 5 }}>
          {[
            [t('readers'), f.readers],
            [t('completed'), f.completed],
            [t('status.failed'), f.failed],
            [t('averageScore'), f.averageScore === null ? '–' : `${f.averageScore}%`],
            [t('averageTime'), t('minutes', { count: Math.round(f.averageTimeSpent / 60) })],
          ].map(([label, value]) => (
            <Card withBorder key={String(label)}>
              <Text size="sm" c="dimmed">
                {label}
              </Text>
              <Text fw={700} size="xl">
                {value}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <ArticleQuestions articleId={articleId} />
      <Select
        label={t('statusFilter')}
        maw={240}
        data={AUDIENCE_SCOPES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        value={scope}
        allowDeselect={false}
        onChange={(next) => {
          setScope(next ?? 'all');
          setPage(1);
        }}
      />
      {readers.isError && <QueryFailure error={readers.error} />}
      {readers.data?.total === 0 && <Text c="dimmed">{t('noLearners')}</Text>}
      {readers.data && readers.data.total > 0 && (
        <>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('name')}</Table.Th>
                <Table.Th>{t('statusFilter')}</Table.Th>
                <Table.Th>{t('progress')}</Table.Th>
                <Table.Th>{t('score')}</Table.Th>
                <Table.Th>{t('timeSpent')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {readers.data.learners.map((r) => (
                <Table.Tr key={r.userId}>
                  <Table.Td>{r.name || r.username}</Table.Td>
                  <Table.Td>
                    <Badge variant="light">{t(`status.${r.status}`)}</Badge>
                  </Table.Td>
                  <Table.Td>{r.progress}%</Table.Td>
                  <Table.Td>{r.score}%</Table.Td>
                  <Table.Td>{t('minutes', { count: Math.round(r.timeSpent / 60) })}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Pagination
            total={Math.ceil(readers.data.total / readers.data.pageSize)}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': t(`page.${control}`) })}
          />
        </>
      )}
    </Stack>
  );
}
