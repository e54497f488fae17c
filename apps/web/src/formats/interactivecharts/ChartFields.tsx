import { CHART_TYPES } from '@lp/shared/formats/commerce';
import { Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { optionalText } from '../kit/content/content-values.ts';
import { ItemList } from '../kit/editing/ItemList.tsx';
import type { ChartDraft, ChartType } from './chart-draft.ts';

/** A series while editing, with where its values sit in each point (-1: new, values 0). */
interface Series {
  name: string;
  from: number;
}

/** One chart: title, type, unit, its series and its data points with one value per series. */
export function ChartFields({ chart, update }: { chart: ChartDraft; update: (chart: ChartDraft) => void }) {
  const { t } = useTranslation('formatsReading');
  const changeSeries = (next: Series[]) =>
    update({
      ...chart,
      series: next.map((series) => series.name),
      points: chart.points.map((point) => ({
        ...point,
        values: next.map((series) => (series.from >= 0 ? (point.values[series.from] ?? 0) : 0)),
      })),
    });
  return (
    <Stack gap="sm">
      <Group grow align="flex-start">
        <TextInput
          label={t('editor.title')}
          value={chart.title}
          onChange={(event) => update({ ...chart, title: event.currentTarget.value })}
        />
        <Select
          label={t('charts.type')}
          allowDeselect={false}
          data={CHART_TYPES.map((type) => ({ value: type, label: t(`charts.types.${type}`) }))}
          value={chart.type}
          onChange={(type) => update({ ...chart, type: (type ?? 'bar') as ChartType })}
        />
        <TextInput
          label={t('charts.unitLabel')}
          placeholder="%"
          value={chart.unit ?? ''}
          onChange={(event) => update({ ...chart, unit: optionalText(event.currentTarget.value) })}
        />
      </Group>
      <Text fw={600} size="sm">
        {t('charts.series')}
      </Text>
      <ItemList<Series>
        items={chart.series.map((name, from) => ({ name, from }))}
        onChange={changeSeries}
        create={() => ({ name: '', from: -1 })}
        itemLabel={(index) => t('charts.seriesN', { n: index + 1 })}
        addLabel={t('charts.addSeries')}
        min={1}
        max={chart.type === 'pie' ? 1 : 8}
        renderItem={(series, updateSeries, index) => (
          <TextInput
            aria-label={t('charts.seriesN', { n: index + 1 })}
            value={series.name}
            onChange={(event) => updateSeries({ ...series, name: event.currentTarget.value })}
          />
        )}
      />
      <Text fw={600} size="sm">
        {t('charts.points')}
      </Text>
      <ItemList<ChartDraft['points'][number]>
        items={chart.points}
        onChange={(points) => update({ ...chart, points })}
        create={() => ({ label: '', values: chart.series.map(() => 0) })}
        itemLabel={(index) => t('charts.pointN', { n: index + 1 })}
        addLabel={t('charts.addPoint')}
        min={1}
        max={100}
        renderItem={(point, updatePoint) => (
          <SimpleGrid cols={{ base: 1, sm: Math.min(chart.series.length + 1, 4) }} spacing="xs">
            <TextInput
              label={t('charts.label')}
              value={point.label}
              onChange={(event) => updatePoint({ ...point, label: event.currentTarget.value })}
            />
            {chart.series.map((series, index) => (
              <NumberInput
                // biome-ignore lint/suspicious/noArrayIndexKey: a value's position is its series
                key={index}
                label={series || t('charts.seriesN', { n: index + 1 })}
                value={point.values[index] ?? 0}
                onChange={(next) =>
                  updatePoint({
                    ...point,
                    values: point.values.map((v, i) =>
                      i === index ? (typeof next === 'number' ? next : Number(next) || 0) : v,
                    ),
                  })
                }
              />
            ))}
          </SimpleGrid>
        )}
      />
    </Stack>
  );
}
