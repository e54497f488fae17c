import { productListSchema } from '@lp/shared/formats/commerce';
import { Stack } from '@mantine/core';
import { EmptyContent } from '../article/kit/EmptyContent.tsx';
import { useParsedContent } from '../article/kit/parsed-content.ts';
import { ProductBrowser } from '../productcatalog/ProductBrowser.tsx';
import type { ReaderProps } from '../reader-props.ts';
import { CompletionBar } from '../shared/CompletionBar.tsx';

/** Product grid: products as cards in a grid, filtered by category or name. */
export function Reader({ content, record, onComplete }: ReaderProps) {
  const list = useParsedContent(productListSchema, content);
  if (!list) return <EmptyContent />;
  return (
    <Stack gap="lg">
      <ProductBrowser list={list} layout="card" />
      <CompletionBar
        doneBefore={record?.completion === true}
        onComplete={() => onComplete({ viewedPercentage: 100 })}
      />
    </Stack>
  );
}
