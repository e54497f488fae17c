import '@mantine/charts/styles.css';
import type { ChartContent } from '@lp/shared/formats/commerce';
import { BarChart, LineChart, PieChart } from '@mantine/charts';
import { Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const PALETTE = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'cyan.6', 'lime.6', 'pink.6'];

/** The same numbers as a table: for screen readers, and for learners who want exact values. */
function DataTable({ chart }: { chart: ChartContent }) {
  return (
    <Table striped withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" />
          {chart.series.map((series) => (
            <Table.Th key={series} scope="col">
              {chart.unit ? `${series} (${chart.unit})` : series}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {chart.points.map((point) => (
          <Table.Tr key={point.label}>
            <Table.Th scope="row">{point.label}</Table.Th>
            {point.values.map((value, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a value's position is its series
              <Table.Td key={index}>{value}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Chart({ chart }: { chart: ChartContent }) {
  const unit = chart.unit ? ` ${chart.unit}` : '';
  if (chart.type === 'pie') {
    const data = chart.points.map((point, index) => ({
      name: point.label,
      value: point.values[0] ?? 0,
      color: PALETTE[index % PALETTE.length] ?? 'blue.6',
    }));
    return (
      <PieChart
        data={data}
        withTooltip
        withLabelsLine
        withLabels
        size={240}
        mx="auto"
        valueFormatter={(v) => `${v}${unit}`}
      />
    );
  }
  const data = chart.points.map((point) =>
    Object.fromEntries([
      ['label', point.label],
      ...chart.series.map((name, index) => [name, point.values[index] ?? 0]),
    ]),
  );
  const series = chart.series.map((name, index) => ({
    name,
    color: PALETTE[index % PALETTE.length] ?? 'blue.6',
  }));
  const common = {
    h: 300,
    data,
    dataKey: 'label',
    series,
    withLegend: series.length > 1,
    valueFormatter: (v: number) => `${v}${unit}`,
  };
  return chart.type === 'line' ? <LineChart {...common} curveType="monotone" /> : <BarChart {...common} />;
}

/** One chart with a switch between the picture (hover for values, legend) and its data table. */
export function ChartView({ chart }: { chart: ChartContent }) {
  const { t } = useTranslation('formatsReading');
  const [view, setView] = useState<'chart' | 'table'>('chart');
  return (
    <Paper withBorder radius="md" p="md" component="figure" m={0}>
      <Stack gap="sm">
        <Title order={2} size="h4" component="figcaption">
          {chart.title}
        </Title>
        <SegmentedControl
          w="fit-content"
          size="xs"
          aria-label={t('charts.view', { title: chart.title })}
          value={view}
          onChange={(next) => setView(next === 'table' ? 'table' : 'chart')}
          data={[
            { value: 'chart', label: t('charts.chart') },
            { value: 'table', label: t('charts.table') },
          ]}
        />
        {view === 'chart' ? (
          <div role="img" aria-label={t('charts.described', { title: chart.title })}>
            <Chart chart={chart} />
          </div>
        ) : (
          <DataTable chart={chart} />
        )}
        {chart.unit && view === 'chart' && (
          <Text size="xs" c="dimmed">
            {t('charts.unit', { unit: chart.unit })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
