import '@mantine/charts/styles.css';
import '@mantine/dates/styles.css';
import {
  ANALYTICS_GRANULARITIES,
  type AnalyticsGranularity,
  type TeamAnalytics,
} from '@lp/shared/analytics/team';
import { BarChart, LineChart } from '@mantine/charts';
import {
  Anchor,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { format, subDays } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingScreen } from '../../../components/LoadingScreen.tsx';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { TitledSection } from '../../../components/TitledSection.tsx';
import { AccessibleChart, ChartTable } from './ChartTable.tsx';
import { ContentTable } from './ContentTable.tsx';
import { SegmentTable } from './SegmentTable.tsx';
import { type AnalyticsRange, useTeamAnalytics } from './team-api.ts';

const day = (date: Date) => format(date, 'yyyy-MM-dd');
/** The last `days` days, today included. */
const lastDays = (days: number): AnalyticsRange => ({
  from: day(subDays(new Date(), days - 1)),
  to: day(new Date()),
});
export const defaultRange = () => lastDays(30);
const PRESETS = [
  { key: 'last7', days: 7 },
  { key: 'last30', days: 30 },
  { key: 'last90', days: 90 },
] as const;

function Totals({ data }: { data: TeamAnalytics }) {
  const { t } = useTranslation('teamAnalytics');
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }}>
      {(Object.keys(data.totals) as (keyof TeamAnalytics['totals'])[]).map((key) => (
        <Paper withBorder p="sm" key={key}>
          <Text size="sm" c="dimmed">
            {t(`totals.${key}`)}
          </Text>
          <Text fw={700} size="xl" data-testid={`total-${key}`}>
            {data.totals[key]}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function Activity({ data }: { data: TeamAnalytics }) {
  const { t } = useTranslation('teamAnalytics');
  const title = t('activity');
  return (
    <TitledSection id="team-analytics-activity" title={title}>
      <AccessibleChart
        chart={
          <LineChart
            h={260}
            data={data.activity}
            dataKey="period"
            series={[
              { name: 'activeLearners', label: t('totals.activeLearners'), color: 'blue.7' },
              { name: 'sessions', label: t('totals.sessions'), color: 'teal.7' },
            ]}
            withLegend
            curveType="linear"
          />
        }
        table={
          <ChartTable
            title={title}
            headers={[t('period'), t('totals.activeLearners'), t('totals.sessions')]}
            rows={data.activity.map((row) => [row.period, row.activeLearners, row.sessions])}
          />
        }
      />
    </TitledSection>
  );
}

function Points({ data }: { data: TeamAnalytics }) {
  const { t } = useTranslation('teamAnalytics');
  const title = t('points');
  const bands = data.pointsDistribution.map((band) => ({
    band:
      band.to === null ? `${band.from}+` : band.from === band.to ? `${band.from}` : `${band.from}–${band.to}`,
    learners: band.learners,
  }));
  return (
    <TitledSection id="team-analytics-points" title={title}>
      <AccessibleChart
        chart={
          <BarChart
            h={220}
            data={bands}
            dataKey="band"
            series={[{ name: 'learners', label: t('learnersInBand'), color: 'grape.7' }]}
          />
        }
        table={
          <ChartTable
            title={title}
            headers={[t('pointsBand'), t('learnersInBand')]}
            rows={bands.map((b) => [b.band, b.learners])}
          />
        }
      />
    </TitledSection>
  );
}

/**
 * /builder/analytics and /adminPanel?section=analytics: team-wide figures for a date range
 * (admins: the team; creators: their own content's learners; managers: their reports).
 */
export function TeamAnalyticsPage({ reportsLink = true }: { reportsLink?: boolean }) {
  const { t } = useTranslation('teamAnalytics');
  const [range, setRange] = useState<AnalyticsRange>(defaultRange);
  const [picked, setPicked] = useState<[string | null, string | null]>([range.from, range.to]);
  const [granularity, setGranularity] = useState<AnalyticsGranularity>('day');
  const analytics = useTeamAnalytics(range, granularity);

  const pick = (value: [string | null, string | null]) => {
    setPicked(value);
    const [from, to] = value;
    if (from && to) setRange({ from, to });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {t('title')}
          </Title>
          <Text c="dimmed">{analytics.data ? t(`scope.${analytics.data.scope}`) : t('description')}</Text>
        </Stack>
        {reportsLink && (
          <Anchor component={Link} to="/builder/analytics/reports">
            {t('savedReports')}
          </Anchor>
        )}
      </Group>
      <Group align="flex-end">
        <DatePickerInput
          type="range"
          label={t('range')}
          value={picked}
          onChange={(value) => pick(value as [string | null, string | null])}
          miw={260}
          data-testid="analytics-range"
        />
        <Button.Group>
          {PRESETS.map((preset) => (
            <Button
              key={preset.key}
              variant="default"
              onClick={() => {
                const next = lastDays(preset.days);
                setRange(next);
                setPicked([next.from, next.to]);
              }}
            >
              {t(`reports.presets.${preset.key}`)}
            </Button>
          ))}
        </Button.Group>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="team-analytics-granularity">
            {t('granularity')}
          </Text>
          <SegmentedControl
            aria-labelledby="team-analytics-granularity"
            value={granularity}
            onChange={(value) => setGranularity(value as AnalyticsGranularity)}
            data={ANALYTICS_GRANULARITIES.map((g) => ({ value: g, label: t(`granularities.${g}`) }))}
          />
        </Stack>
      </Group>
      {analytics.isPending && <LoadingScreen />}
      {analytics.isError && <QueryFailure error={analytics.error} />}
      {analytics.data && (
        <>
          <Totals data={analytics.data} />
          <Activity data={analytics.data} />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <ContentTable id="team-analytics-top" title={t('topContent')} rows={analytics.data.topContent} />
            <ContentTable
              id="team-analytics-least"
              title={t('leastCompleted')}
              rows={analytics.data.leastCompleted}
            />
          </SimpleGrid>
          <SegmentTable rows={analytics.data.completionBySegment} />
          <Points data={analytics.data} />
        </>
      )}
    </Stack>
  );
}
