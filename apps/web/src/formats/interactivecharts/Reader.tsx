import { interactiveChartsContentSchema } from '@lp/shared/formats/commerce';
import { Stack, Text } from '@mantine/core';
import { useParsedContent } from '../kit/content/parsed-content.ts';
import { CompletionBar } from '../kit/reader/CompletionBar.tsx';
import { EmptyContent } from '../kit/reader/EmptyContent.tsx';
import type { ReaderProps } from '../kit/reader-props.ts';
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
