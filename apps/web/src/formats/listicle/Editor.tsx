import { Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { docsOf, optionalText, textOf } from '../article/kit/content-values.ts';
import { EditorFrame } from '../article/kit/EditorFrame.tsx';
import { ImageField } from '../article/kit/ImageField.tsx';
import { ItemList } from '../article/kit/ItemList.tsx';
import type { EditorProps } from '../editor-props.ts';

interface ListItem {
  title: string;
  text: string;
  image?: string;
}

/** Listicle editor: an introduction and numbered items (title, text, picture) in order. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsReading');
  const items: ListItem[] = docsOf(value.items).map((item) => ({
    title: textOf(item.title),
    text: textOf(item.text),
    image: optionalText(item.image),
  }));
  const set = (patch: Record<string, unknown>) => onChange({ ...value, items, ...patch });
  return (
    <EditorFrame readerType="listicle" value={value} readOnly={readOnly}>
      <Textarea
        label={t('editor.intro')}
        autosize
        minRows={2}
        value={textOf(value.intro)}
        onChange={(event) => set({ intro: optionalText(event.currentTarget.value) })}
      />
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
