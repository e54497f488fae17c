import { Accordion, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReaderProps } from '../reader-props.ts';
import { CompletionBar } from '../shared/CompletionBar.tsx';

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
      {items.length === 0 ? (
        <Text c="dimmed">{t('reader.empty')}</Text>
      ) : (
        <Accordion variant="separated" multiple>
          {items.map((item) => (
            <Accordion.Item key={item.question} value={item.question}>
              <Accordion.Control>{item.question}</Accordion.Control>
              <Accordion.Panel>
                <Text style={{ whiteSpace: 'pre-line' }}>{item.answer}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
      <CompletionBar doneBefore={record?.completion === true} onComplete={() => onComplete({})} />
    </Stack>
  );
}
