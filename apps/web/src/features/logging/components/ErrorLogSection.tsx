import type { LogListQuery } from '@lp/shared/logging';
import { Group, Pagination, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/LoadingScreen.tsx';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { useLogGroups, useLogs } from '../api/logs.ts';
import { GroupsTable, RecordsTable } from './LogTables.tsx';

const PAGE_SIZE = 50;
const CRITICALITIES = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** A datetime-local value (the browser's time) as an ISO instant, or undefined when empty. */
const toIso = (local: string) => (local ? new Date(local).toISOString() : undefined);

/**
 * The error log for the team's admins: SPEC §3 log records with filters by criticality, page, user
 * and time, or grouped by repeated problem with counts. Shown in /builder/helpdesk and the admin panel.
 */
export function ErrorLogSection() {
  const { t } = useTranslation('logging');
  const [view, setView] = useState<'records' | 'grouped'>('records');
  const [criticality, setCriticality] = useState<string | null>(null);
  const [pageText, setPageText] = useState('');
  const [userText, setUserText] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [pageNumber, setPageNumber] = useState(1);
  const [filters] = useDebouncedValue({ pageText, userText }, 300);
  const query: LogListQuery = {
    criticality: criticality ? Number(criticality) : undefined,
    page: filters.pageText.trim() || undefined,
    user: filters.userText.trim() || undefined,
    from: toIso(from),
    to: toIso(to),
  };
  const records = useLogs(
    { ...query, offset: (pageNumber - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    view === 'records',
  );
  const groups = useLogGroups(query, view === 'grouped');
  const current = view === 'records' ? records : groups;
  const reset = () => setPageNumber(1);

  return (
    <Stack component="section" aria-labelledby="error-log-title">
      <Title order={2} size="h3" id="error-log-title">
        {t('title')}
      </Title>
      <Text c="dimmed">{t('description')}</Text>
      <SegmentedControl
        value={view}
        onChange={(v) => setView(v as 'records' | 'grouped')}
        data={[
          { value: 'records', label: t('records') },
          { value: 'grouped', label: t('grouped') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <Group align="flex-end">
        <Select
          label={t('filters.criticality')}
          placeholder={t('filters.any')}
          clearable
          clearButtonProps={{ 'aria-label': t('filters.clear') }}
          data={CRITICALITIES}
          value={criticality}
          onChange={(v) => {
            setCriticality(v);
            reset();
          }}
          w={170}
        />
        <TextInput
          label={t('filters.page')}
          value={pageText}
          onChange={(e) => {
            setPageText(e.currentTarget.value);
            reset();
          }}
        />
        <TextInput
          label={t('filters.user')}
          value={userText}
          onChange={(e) => {
            setUserText(e.currentTarget.value);
            reset();
          }}
        />
        <TextInput
          type="datetime-local"
          label={t('filters.from')}
          value={from}
          onChange={(e) => {
            setFrom(e.currentTarget.value);
            reset();
          }}
        />
        <TextInput
          type="datetime-local"
          label={t('filters.to')}
          value={to}
          onChange={(e) => {
            setTo(e.currentTarget.value);
            reset();
          }}
        />
      </Group>
      {current.isPending && <LoadingScreen />}
      {current.isError && <QueryFailure error={current.error} />}
      {view === 'records' &&
        records.data &&
        (records.data.total === 0 ? (
          <Text c="dimmed">{t('empty')}</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('total', { count: records.data.total })}
            </Text>
            <RecordsTable records={records.data.records} />
            {records.data.total > PAGE_SIZE && (
              <Pagination
                value={pageNumber}
                onChange={setPageNumber}
                total={Math.ceil(records.data.total / PAGE_SIZE)}
              />
            )}
          </>
        ))}
      {view === 'grouped' &&
        groups.data &&
        (groups.data.length === 0 ? (
          <Text c="dimmed">{t('empty')}</Text>
        ) : (
          <GroupsTable groups={groups.data} />
        ))}
    </Stack>
  );
}
