import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { optionalText, textOf } from '../kit/content/content-values.ts';
import { EditorFrame } from '../kit/editing/EditorFrame.tsx';
import { ImageField } from '../kit/editing/ImageField.tsx';
import type { EditorProps } from '../kit/editor-props.ts';
import { FaqItemsField, faqItemsOf } from '../kit/faq/FaqItemsField.tsx';

/** Product FAQ editor: which product, its picture, and the questions with their answers. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsReading');
  const items = faqItemsOf(value);
  const set = (patch: Record<string, unknown>) => onChange({ ...value, items, ...patch });
  return (
    <EditorFrame readerType="productfaq" value={value} readOnly={readOnly}>
      <TextInput
        label={t('product.name')}
        value={textOf(value.productName)}
        onChange={(event) => set({ productName: optionalText(event.currentTarget.value) })}
      />
      <ImageField value={optionalText(value.image)} onChange={(image) => set({ image })} />
      <FaqItemsField items={items} onChange={(next) => set({ items: next })} />
    </EditorFrame>
  );
}
