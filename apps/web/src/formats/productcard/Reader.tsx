import { productCardContentSchema } from '@lp/shared/formats/commerce';
import { List, Stack, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useParsedContent } from '../kit/content/parsed-content.ts';
import { ProductView } from '../kit/products/ProductView.tsx';
import { CompletionBar } from '../kit/reader/CompletionBar.tsx';
import { EmptyContent } from '../kit/reader/EmptyContent.tsx';
import type { ReaderProps } from '../kit/reader-props.ts';

/** Product card: one product with its highlights. */
export function Reader({ content, record, onComplete }: ReaderProps) {
  const card = useParsedContent(productCardContentSchema, content);
  if (!card) return <EmptyContent />;
  return (
    <Stack gap="lg" maw={520}>
      <ProductView product={card.product} layout="card" />
      {card.highlights.length > 0 && (
        <List
          spacing="xs"
          icon={
            <ThemeIcon size={20} radius="xl" color="teal" aria-hidden>
              <IconCheck size={12} />
            </ThemeIcon>
          }
        >
          {card.highlights.map((highlight) => (
            <List.Item key={highlight}>{highlight}</List.Item>
          ))}
        </List>
      )}
      <CompletionBar
        doneBefore={record?.completion === true}
        onComplete={() => onComplete({ viewedPercentage: 100 })}
      />
    </Stack>
  );
}
