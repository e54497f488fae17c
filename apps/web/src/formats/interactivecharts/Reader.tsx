import { interactiveChartsContentSchema } from '@lp/shared/formats/commerce';
import { Stack, Text } from '@mantine/core';
import { EmptyContent } from '../article/kit/EmptyContent.tsx';
import { useParsedContent } from '../article/kit/parsed-content.ts';
import type { ReaderProps } from '../reader-props.ts';
import { CompletionBar } from '../shared/CompletionBar.tsx';
import { ChartView } from './ChartView.tsx';

/** Interactive charts: line, bar and pie charts with tooltips, each also readable as a table. */
export function Reader({ content, record, onComplete }: ReaderProps) {
  const charts = useParsedContent(interactiveChartsContentSchema, content);
  if (!charts) return <EmptyContent />;
  return (
    <Stack gap="lg">
      {charts.intro && <Text size="lg">{charts.intro}</Text>}
      {charts.charts.map((chart, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: charts are identified by position
        <ChartView key={index} chart={chart} />
      ))}
      <CompletionBar
        doneBefore={record?.completion === true}
        onComplete={() => onComplete({ viewedPercentage: 100 })}
      />
    </Stack>
  );
}
