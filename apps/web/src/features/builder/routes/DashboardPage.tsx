import { DASHBOARD_KINDS, type DashboardItem, type DashboardKind } from '@lp/shared/builder';
import { Anchor, Group, SegmentedControl, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormatIcon } from '../../../components/FormatIcon.tsx';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { formatDay } from '../../../lib/format-date.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { CreateMenu } from '../components/shared/CreateMenu.tsx';
import { formatName } from '../components/shared/format-name.ts';
import { PageHeader } from '../components/shared/PageHeader.tsx';
import { PageLoader } from '../components/shared/PageLoader.tsx';
import { StatusBadge } from '../components/shared/StatusBadge.tsx';
import { usePagedSearch } from '../components/shared/use-paged-search.ts';
import { studioPath } from '../paths.ts';
import { useBuilderAccess } from '../use-builder-access.ts';

type KindFilter = DashboardKind | 'all';

function ItemSummary({ item }: { item: DashboardItem }) {
  const { t } = useTranslation('builder');
  if (item.kind === 'program') return <>{t('dashboard.courseCount', { count: item.counts.courses })}</>;
  if (item.kind === 'article') return <>{item.readerType ? formatName(t, item.readerType) : ''}</>;
  return (
    <>
      {t('dashboard.deckCount', { count: item.counts.decks })} ·{' '}
      {t('dashboard.learnerCount', { count: item.counts.learners })}
    </>
  );
}

/** /builder: the creator's programs, courses, exams, contests and articles. */
export function DashboardPage() {
  const { t, i18n } = useTranslation('builder');
  const { canBuild } = useBuilderAccess();
  const [kind, setKind] = useState<KindFilter>('all');
  const { search, input } = usePagedSearch();
  const dashboard = useDashboard({ kind: kind === 'all' ? undefined : kind, text: search });
  const totals = dashboard.data?.totals;

  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        description={t('dashboard.description')}
        actions={canBuild && <CreateMenu />}
      />
      <Group mb="md" gap="sm" align="flex-end">
        <TextInput
          label={t('dashboard.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          {...input}
          maw={320}
          flex={1}
        />
        <SegmentedControl
          aria-label={t('dashboard.kindFilter')}
          value={kind}
          onChange={(value) => setKind(value as KindFilter)}
          data={[
            { value: 'all', label: t('kinds.all') },
            ...DASHBOARD_KINDS.map((value) => ({
              value,
              label: totals ? `${t(`kinds.${value}`)} (${totals[value] ?? 0})` : t(`kinds.${value}`),
            })),
          ]}
        />
      </Group>
      {dashboard.isLoading && <PageLoader />}
      {dashboard.isError && <QueryFailure error={dashboard.error} />}
      {dashboard.data && dashboard.data.items.length === 0 && (
        <Text c="dimmed" py="lg">
          {search || kind !== 'all' ? t('dashboard.noMatch') : t('dashboard.empty')}
        </Text>
      )}
      {dashboard.data && dashboard.data.items.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('dashboard.name')}</Table.Th>
                <Table.Th>{t('dashboard.kind')}</Table.Th>
                <Table.Th>{t('dashboard.status')}</Table.Th>
                <Table.Th>{t('dashboard.details')}</Table.Th>
                <Table.Th>{t('dashboard.updated')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {dashboard.data.items.map((item) => (
                <Table.Tr key={item._id}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {item.readerType && <FormatIcon readerType={item.readerType} size={18} />}
                      <Anchor component={Link} to={studioPath(item)}>
                        {item.name}
                      </Anchor>
                    </Group>
                  </Table.Td>
                  <Table.Td>{t(`kinds.${item.kind}`)}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={item.status} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed">
                      <ItemSummary item={item} />
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatDay(item.updatedAt, i18n.language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
