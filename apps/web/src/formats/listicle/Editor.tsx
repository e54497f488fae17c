import { Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { listOf, optionalText, textOf } from '../kit/content/content-values.ts';
import { EditorFrame } from '../kit/editing/EditorFrame.tsx';
import { ImageField } from '../kit/editing/ImageField.tsx';
import { IntroField } from '../kit/editing/IntroField.tsx';
import { ItemList } from '../kit/editing/ItemList.tsx';
import type { EditorProps } from '../kit/editor-props.ts';

interface ListItem {
  title: string;
  text: string;
  image?: string;
}

/** Listicle editor: an introduction and numbered items (title, text, picture) in order. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsReading');
  const items: ListItem[] = listOf(value.items).map((item) => ({
    title: textOf(item.title),
    text: textOf(item.text),
    image: optionalText(item.image),
  }));
  const set = (patch: Record<string, unknown>) => onChange({ ...value, items, ...patch });
  return (
    <EditorFrame readerType="listicle" value={value} readOnly={readOnly}>
      <IntroField value={value.intro} onChange={(intro) => set({ intro })} />
      <ItemList<ListItem>
        items={items}
        onChange={(next) => set({ items: next })}
        create={() => ({ title: '', text: '' })}
        itemLabel={(index) => t('listicle.itemN', { n: index + 1 })}
        addLabel={t('listicle.addItem')}
        min={1}
        renderItem={(item, update) => (
          <>
            <TextInput
              label={t('editor.title')}
              value={item.title}
              onChange={(event) => update({ ...item, title: event.currentTarget.value })}
            />
            <Textarea
              label={t('editor.text')}
              autosize
              minRows={2}
              value={item.text}
              onChange={(event) => update({ ...item, text: event.currentTarget.value })}
            />
            <ImageField value={item.image} onChange={(image) => update({ ...item, image })} />
          </>
        )}
      />
    </EditorFrame>
  );
}
