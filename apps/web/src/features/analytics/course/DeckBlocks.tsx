import { BarChart } from '@mantine/charts';
import { Card, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { AccessibleChart, ChartTable } from '../team/ChartTable.tsx';

/** A tab's query states, then one card per deck (or the tab's empty message). */
export function DeckCards<T extends { deckId: string; name: string }>(props: {
  query: { isLoading: boolean; isError: boolean; error: unknown; data?: T[] };
  empty: string;
  children: (deck: T) => ReactNode;
}) {
  const { t } = useTranslation('courseAnalytics');
  const { query } = props;
  if (query.isLoading) return <Loader aria-label={t('loading')} />;
  if (query.isError) return <QueryFailure error={query.error} />;
  if (!query.data?.length) return <Text c="dimmed">{props.empty}</Text>;
  return (
    <Stack>
      {query.data.map((deck) => (
        <Card withBorder key={deck.deckId}>
          <Title order={3} size="h5" mb="sm">
            {deck.name}
          </Title>
          {props.children(deck)}
        </Card>
      ))}
    </Stack>
  );
}

/** A bar per value (an answer, a level, a star count), and the same numbers as a table. */
export function CountChart(props: {
  title: string;
  labelHeader: string;
  countHeader: string;
  bars: { label: string; count: number }[];
}) {
  return (
    <AccessibleChart
      chart={
        <BarChart
          h={Math.max(120, props.bars.length * 32)}
          data={props.bars}
          dataKey="label"
          orientation="vertical"
          yAxisProps={{ width: 140 }}
          series={[{ name: 'count', label: props.countHeader, color: 'blue.7' }]}
        />
      }
      table={
        <ChartTable
          title={props.title}
          headers={[props.labelHeader, props.countHeader]}
          rows={props.bars.map((bar) => [bar.label, bar.count])}
        />
      }
    />
  );
}
