import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FaqAccordion } from '../kit/faq/FaqAccordion.tsx';
import { CompletionBar } from '../kit/reader/CompletionBar.tsx';
import type { ReaderProps } from '../kit/reader-props.ts';

interface FaqItem {
  question: string;
  answer: string;
}

function itemsOf(content: Record<string, unknown>): FaqItem[] {
  if (!Array.isArray(content.items)) return [];
  return content.items.filter(
    (item): item is FaqItem => typeof item?.question === 'string' && typeof item?.answer === 'string',
  );
}

/** FAQ: questions that open to their answers. */
export function Reader({ content, record, onComplete }: ReaderProps) {
  const { t } = useTranslation();
  const items = itemsOf(content);
  return (
    <Stack gap="lg">
      {items.length === 0 ? <Text c="dimmed">{t('reader.empty')}</Text> : <FaqAccordion items={items} />}
      <CompletionBar doneBefore={record?.completion === true} onComplete={() => onComplete({})} />
    </Stack>
  );
}
