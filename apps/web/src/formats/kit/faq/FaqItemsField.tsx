import { Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { listOf, textOf } from '../content/content-values.ts';
import { ItemList } from '../editing/ItemList.tsx';

export interface FaqEntry {
  question: string;
  answer: string;
}

/** The question-and-answer list of the FAQ and product FAQ editors. */
export function FaqItemsField({
  items,
  onChange,
}: {
  items: FaqEntry[];
  onChange: (items: FaqEntry[]) => void;
}) {
  const { t } = useTranslation('formatsReading');
  return (
    <ItemList<FaqEntry>
      items={items}
      onChange={onChange}
      create={() => ({ question: '', answer: '' })}
      itemLabel={(index) => t('faq.questionN', { n: index + 1 })}
      addLabel={t('faq.addQuestion')}
      min={1}
      renderItem={(item, update) => (
        <>
          <TextInput
            label={t('faq.question')}
            value={item.question}
            onChange={(event) => update({ ...item, question: event.currentTarget.value })}
          />
          <Textarea
            label={t('faq.answer')}
            autosize
            minRows={2}
            value={item.answer}
            onChange={(event) => update({ ...item, answer: event.currentTarget.value })}
          />
        </>
      )}
    />
  );
}

/** The questions of a FAQ document being edited, read leniently. */
export function faqItemsOf(value: Record<string, unknown>): FaqEntry[] {
  return listOf(value.items).map((item) => ({
    question: textOf(item.question),
    answer: textOf(item.answer),
  }));
}
