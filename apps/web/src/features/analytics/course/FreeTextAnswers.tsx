import { type LearnerResponse, responsesPageSchema } from '@lp/shared/analytics/course';
import { Group, Loader, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { api } from '../../../lib/api-client.ts';

const PAGE_SIZE = 20;

/**
 * One page of a question's answers, searched on the server: `path` is the call that pages them
 * (analytics/questions/{deckId}/responses/learners, or an article's questions/responses).
 */
export function useAnswersPage(path: string, questionId: string, search: string, page: number) {
  const params = new URLSearchParams({ questionId, page: String(page), pageSize: String(PAGE_SIZE) });
  if (search) params.set('search', search);
  return useQuery({
    queryKey: ['analytics', 'answers', path, questionId, search, page],
    queryFn: async ({ signal }) =>
      responsesPageSchema.parse(await api.get<unknown>(`${path}?${params.toString()}`, { signal })),
    placeholderData: keepPreviousData,
  });
}

const answerText = (response: LearnerResponse['response']) =>
  typeof response === 'string' ? response : JSON.stringify(response);

/** A free-text question's answers as written, newest first: paged and searched on the server. */
export function FreeTextAnswers(props: { path: string; questionId: string; prompt: string }) {
  const { t, i18n } = useTranslation('courseAnalytics');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const answers = useAnswersPage(props.path, props.questionId, debounced, page);
  const data = answers.data;
  return (
    <Stack gap="xs">
      <TextInput
        label={t('searchAnswers')}
        maw={320}
        value={search}
        maxLength={100}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
      />
      {answers.isLoading && <Loader size="sm" aria-label={t('loading')} />}
      {answers.isError && <QueryFailure error={answers.error} />}
      {data?.total === 0 && <Text c="dimmed">{t('noAnswers')}</Text>}
      {data && data.total > 0 && (
        <>
          <Table striped aria-label={t('freeTextAnswers', { question: props.prompt })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('answer')}</Table.Th>
                <Table.Th>{t('name')}</Table.Th>
                <Table.Th>{t('answeredAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.responses.map((r) => (
                <Table.Tr key={`${r.userId}-${r.answeredAt}`}>
                  <Table.Td>{answerText(r.response)}</Table.Td>
                  <Table.Td>{r.name}</Table.Td>
                  <Table.Td>{new Date(r.answeredAt).toLocaleString(i18n.language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {data.total > data.pageSize && (
            <Group>
              <Pagination
                total={Math.ceil(data.total / data.pageSize)}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({ 'aria-label': t(`page.${control}`) })}
              />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
