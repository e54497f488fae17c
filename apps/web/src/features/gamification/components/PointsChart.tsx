import { Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format-date.ts';
import type { PointsDay } from '../api/gamification-api.ts';

const WIDTH = 640;
const HEIGHT = 240;
const PAD = { top: 16, right: 16, bottom: 32, left: 48 };

/** Where each day's running total sits in the chart's drawing area. */
export function chartPoints(days: PointsDay[]): { x: number; y: number }[] {
  const max = Math.max(1, ...days.map((day) => day.total));
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  return days.map((day, i) => ({
    x: PAD.left + (days.length === 1 ? innerWidth / 2 : (i / (days.length - 1)) * innerWidth),
    y: PAD.top + innerHeight - (Math.max(0, day.total) / max) * innerHeight,
  }));
}

/** Total points per day as a line (an inline SVG), with the same numbers in a table for screen readers. */
export function PointsChart({ days }: { days: PointsDay[] }) {
  const { t, i18n } = useTranslation('gamification');
  const titleId = useId();
  const descId = useId();
  const svgTitleId = useId();
  if (days.length === 0) return <Text c="dimmed">{t('reports.noHistory')}</Text>;
  const first = days[0] as PointsDay;
  const last = days[days.length - 1] as PointsDay;
  const points = chartPoints(days);
  const max = Math.max(1, ...days.map((day) => day.total));
  const baseline = HEIGHT - PAD.bottom;
  const summary = t('reports.chartSummary', {
    first: first.total,
    last: last.total,
    from: formatDay(first.day, i18n.language),
    to: formatDay(last.day, i18n.language),
  });

  return (
    <section aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="sm">
        {t('reports.chart')}
      </Title>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-labelledby={svgTitleId}
        aria-describedby={descId}
        data-testid="points-chart"
        style={{ maxWidth: WIDTH, display: 'block' }}
      >
        <title id={svgTitleId}>{t('reports.chart')}</title>
        <desc id={descId}>{summary}</desc>
        <line
          x1={PAD.left}
          y1={baseline}
          x2={WIDTH - PAD.right}
          y2={baseline}
          stroke="currentColor"
          opacity={0.4}
        />
        <line x1={PAD.left} y1={PAD.top} x2={PAD.left} y2={baseline} stroke="currentColor" opacity={0.4} />
        <text x={PAD.left - 8} y={PAD.top + 4} textAnchor="end" fontSize={12} fill="currentColor">
          {max}
        </text>
        <text x={PAD.left - 8} y={baseline} textAnchor="end" fontSize={12} fill="currentColor">
          0
        </text>
        <text x={PAD.left} y={HEIGHT - 8} fontSize={12} fill="currentColor">
          {formatDay(first.day, i18n.language)}
        </text>
        {days.length > 1 && (
          <text x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end" fontSize={12} fill="currentColor">
            {formatDay(last.day, i18n.language)}
          </text>
        )}
        <polyline
          points={points.map((p) => `${p.x},${p.y}`).join(' ')}
          fill="none"
          stroke="var(--mantine-primary-color-filled)"
          strokeWidth={3}
          strokeLinejoin="round"
        />
        {points.map((p, i) => (
          <circle key={days[i]?.day} cx={p.x} cy={p.y} r={4} fill="var(--mantine-primary-color-filled)" />
        ))}
      </svg>
      <VisuallyHidden>
        <Table>
          <caption>{t('reports.chart')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('reports.table.day')}</Table.Th>
              <Table.Th scope="col">{t('reports.table.points')}</Table.Th>
              <Table.Th scope="col">{t('reports.table.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.map((day) => (
              <Table.Tr key={day.day}>
                <Table.Th scope="row">{formatDay(day.day, i18n.language)}</Table.Th>
                <Table.Td>{day.points}</Table.Td>
                <Table.Td>{day.total}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </section>
  );
}
