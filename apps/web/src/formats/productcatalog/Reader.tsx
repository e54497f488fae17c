import { productListSchema } from '@lp/shared/formats/commerce';
import { Stack } from '@mantine/core';
import { EmptyContent } from '../article/kit/EmptyContent.tsx';
import { useParsedContent } from '../article/kit/parsed-content.ts';
import type { ReaderProps } from '../reader-props.ts';
import { CompletionBar } from '../shared/CompletionBar.tsx';
import { ProductBrowser } from './ProductBrowser.tsx';

/** Product catalog: products as a detailed list, filtered by category or name. */
export function Reader({ content, record, onComplete }: ReaderProps) {
  const list = useParsedContent(productListSchema, content);
  if (!list) return <EmptyContent />;
  return (
    <Stack gap="lg">
      <ProductBrowser list={list} layout="row" />
      <CompletionBar
        doneBefore={record?.completion === true}
        onComplete={() => onComplete({ viewedPercentage: 100 })}
      />
    </Stack>
  );
}
