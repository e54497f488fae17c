import { BarChart, DonutChart } from '@mantine/charts';
import { Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { useCourseSummary } from './api.ts';

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

const STATUS_COLORS = {
  not_started: 'gray.6',
  in_progress: 'blue.6',
  completed: 'green.7',
  failed: 'red.7',
} as const;

/** Summary: the course's headline figures, completions per day and the status split. */
export function SummaryTab({ courseId }: { courseId: string }) {
  const { t } = useTranslation('courseAnalytics');
  const summary = useCourseSummary(courseId);
  if (summary.isLoading) return <Loader aria-label={t('loading')} />;
  if (summary.isError) return <QueryFailure error={summary.error} />;
  const data = summary.data;
  if (!data) return null;
  const statuses = (Object.keys(STATUS_COLORS) as (keyof typeof STATUS_COLORS)[]).map((status) => ({
    name: t(`status.${status}`),
    value: data.statuses[status],
    color: STATUS_COLORS[status],
  }));
  return (
    <Stack>
      <SimpleGrid cols={{ base: 2, md: 3, lg: 6 }}>
        <Stat label={t('enrolled')} value={String(data.enrolled)} />
        <Stat label={t('started')} value={String(data.started)} />
        <Stat label={t('completed')} value={String(data.completed)} />
        <Stat label={t('completionRate')} value={`${data.completionRate}%`} />
        <Stat label={t('averageScore')} value={data.averageScore === null ? '–' : `${data.averageScore}%`} />
        <Stat
          label={t('averageTime')}
          value={t('minutes', { count: Math.round(data.averageTimeSpent / 60) })}
        />
      </SimpleGrid>
      <Group align="flex-start" grow>
        <Card withBorder>
          <Title order={3} size="h5" mb="sm">
            {t('completionsOverTime')}
          </Title>
          {data.completionsByDay.length === 0 ? (
            <Text c="dimmed">{t('noCompletions')}</Text>
          ) : (
            <>
              <div inert>
                <BarChart
                  h={220}
                  data={data.completionsByDay}
                  dataKey="day"
                  series={[{ name: 'completed', label: t('completed'), color: 'green.7' }]}
                />
              </div>
              <VisuallyHidden>
                <Table>
                  <Table.Caption>{t('completionsOverTime')}</Table.Caption>
                  <Table.Tbody>
                    {data.completionsByDay.map((d) => (
                      <Table.Tr key={d.day}>
                        <Table.Th scope="row">{d.day}</Table.Th>
                        <Table.Td>{d.completed}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </VisuallyHidden>
            </>
          )}
        </Card>
        <Card withBorder>
          <Title order={3} size="h5" mb="sm">
            {t('statusSplit')}
          </Title>
          <div inert>
            <DonutChart data={statuses} withLabels={false} />
          </div>
          <Table>
            <Table.Caption>{t('statusSplit')}</Table.Caption>
            <Table.Tbody>
              {statuses.map((s) => (
                <Table.Tr key={s.name}>
                  <Table.Th scope="row">{s.name}</Table.Th>
                  <Table.Td>{s.value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      </Group>
    </Stack>
  );
}
