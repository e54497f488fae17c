import { Anchor, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { TeamAnalyticsPage } from '../../analytics/index.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { PageHeader } from '../components/shared/PageHeader.tsx';
import { PageLoader } from '../components/shared/PageLoader.tsx';
import { StatusBadge } from '../components/shared/StatusBadge.tsx';
import { studioPath } from '../paths.ts';

const MEASURED = new Set(['course', 'exam', 'contest', 'article']);

/** /builder/analytics: every course, exam, contest and article with its audience, linking to its analytics. */
export function AnalyticsPage() {
  const { t } = useTranslation('builder');
  const { t: tTeam } = useTranslation('teamAnalytics');
  const dashboard = useDashboard({});
  const items = (dashboard.data?.items ?? []).filter((item) => MEASURED.has(item.kind));

  return (
    <>
      <PageHeader title={t('analyticsPage.title')} description={t('analyticsPage.description')} />
      <TeamAnalyticsPage />
      <Title order={2} size="h3" mt="xl" mb="sm">
        {tTeam('items')}
      </Title>
      {dashboard.isLoading && <PageLoader />}
      {dashboard.isError && <QueryFailure error={dashboard.error} />}
      {dashboard.data && items.length === 0 && <Text c="dimmed">{t('dashboard.empty')}</Text>}
      {items.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('dashboard.name')}</Table.Th>
                <Table.Th>{t('dashboard.kind')}</Table.Th>
                <Table.Th>{t('dashboard.status')}</Table.Th>
                <Table.Th>{t('analytics.enrolled')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item._id}>
                  <Table.Td>
                    <Anchor component={Link} to={studioPath(item, 'analytics')}>
                      {item.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{t(`kinds.${item.kind}`)}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={item.status} />
                  </Table.Td>
                  <Table.Td>{item.kind === 'article' ? '—' : item.counts.learners}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
