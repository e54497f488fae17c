import type { ClientDashboard } from '@lp/shared/clients';
import { Alert, Avatar, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/LoadingScreen.tsx';
import { ApiClientError, api } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-error.ts';

const NOT_FOUND = 404;

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Card withBorder>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={32} fw={700}>
        {value.toLocaleString()}
      </Text>
    </Card>
  );
}

function RankTable({
  id,
  title,
  rows,
  unit,
}: {
  id: string;
  title: string;
  rows: { _id: string; name: string; value: number }[];
  unit: string;
}) {
  const { t } = useTranslation('clients');
  return (
    <Card withBorder component="section" aria-labelledby={id}>
      <Title order={2} size="h4" mb="sm" id={id}>
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('none')}</Text>
      ) : (
        <Table striped aria-labelledby={id}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('rank')}</Table.Th>
              <Table.Th scope="col">{t('name')}</Table.Th>
              <Table.Th scope="col">{unit}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={row._id}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Th scope="row">{row.name}</Table.Th>
                <Table.Td>{row.value.toLocaleString()}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

function Dashboard({ data }: { data: ClientDashboard }) {
  const { t } = useTranslation('clients');
  return (
    <Stack>
      <Group>
        {data.team.logo && <Avatar src={data.team.logo} alt="" size="lg" radius="sm" />}
        <Title order={1}>{t('title', { team: data.team.title })}</Title>
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <Figure label={t('learners')} value={data.learners} />
        <Figure label={t('activeLearners')} value={data.activeLearners} />
        <Figure label={t('courseCompletions')} value={data.courseCompletions} />
        <Figure label={t('itemCompletions')} value={data.itemCompletions} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <RankTable
          id="client-top-content"
          title={t('topContent')}
          unit={t('completions')}
          rows={data.topContent.map((c) => ({ _id: c._id, name: c.name, value: c.completions }))}
        />
        <RankTable
          id="client-points-leaders"
          title={t('pointsLeaders')}
          unit={t('points')}
          rows={data.pointsLeaders.map((l) => ({ _id: l._id, name: l.name, value: l.points }))}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** /clients/ekart/dashboard: the team-branded page of the team's own figures, when its admin switched it on. */
export function ClientDashboardPage() {
  const { t } = useTranslation('clients');
  const query = useQuery({
    queryKey: ['clients', 'dashboard'],
    queryFn: () => api.get<ClientDashboard>('clients/dashboard'),
    retry: false,
  });
  if (query.isPending) return <LoadingScreen />;
  if (query.isError) {
    const off = query.error instanceof ApiClientError && query.error.status === NOT_FOUND;
    return <Alert color="gray">{off ? t('off') : errorMessage(query.error, query.error.message)}</Alert>;
  }
  return <Dashboard data={query.data} />;
}
