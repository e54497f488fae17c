import { CHART_TYPES } from '@lp/shared/formats/commerce';
import { listOf, numberOf, optionalText, textOf, textsOf } from '../kit/content/content-values.ts';

export type ChartType = (typeof CHART_TYPES)[number];

export interface ChartDraft {
  title: string;
  type: ChartType;
  unit?: string;
  series: string[];
  points: { label: string; values: number[] }[];
}

export const newChart = (): ChartDraft => ({
  title: '',
  type: 'bar',
  series: [''],
  points: [{ label: '', values: [0] }],
});

/** The charts being edited, read leniently; every point gets one value per series. */
export function chartDraftsOf(value: Record<string, unknown>): ChartDraft[] {
  return listOf(value.charts).map((chart) => {
    const series = textsOf(chart.series);
    const type = CHART_TYPES.find((candidate) => candidate === chart.type) ?? 'bar';
    return {
      title: textOf(chart.title),
      type,
      unit: optionalText(chart.unit),
      series,
      points: listOf(chart.points).map((point) => {
        const values = Array.isArray(point.values) ? point.values : [];
        return { label: textOf(point.label), values: series.map((_, index) => numberOf(values[index])) };
      }),
    };
  });
}
