import { productListSchema } from '@lp/shared/formats/commerce';
import { Stack } from '@mantine/core';
import { useParsedContent } from '../kit/content/parsed-content.ts';
import { ProductBrowser } from '../kit/products/ProductBrowser.tsx';
import { CompletionBar } from '../kit/reader/CompletionBar.tsx';
import { EmptyContent } from '../kit/reader/EmptyContent.tsx';
import type { ReaderProps } from '../kit/reader-props.ts';

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
