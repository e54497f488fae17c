import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { optionalText, textOf } from '../kit/content/content-values.ts';
import { EditorFrame } from '../kit/editing/EditorFrame.tsx';
import { ImageField } from '../kit/editing/ImageField.tsx';
import { RichTextInput } from '../kit/editing/RichTextInput.tsx';
import type { EditorProps } from '../kit/editor-props.ts';

/** News editor: the announcement text, its date, source and picture. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsReading');
  const set = (patch: Record<string, unknown>) => onChange({ ...value, html: textOf(value.html), ...patch });
  return (
    <EditorFrame readerType="news" value={value} readOnly={readOnly}>
      <Group grow align="flex-start">
        <TextInput
          type="date"
          label={t('news.publishedOn')}
          value={textOf(value.publishedOn)}
          onChange={(event) => set({ publishedOn: optionalText(event.currentTarget.value) })}
        />
        <TextInput
          label={t('news.sourceLabel')}
          value={textOf(value.source)}
          onChange={(event) => set({ source: optionalText(event.currentTarget.value) })}
        />
      </Group>
      <ImageField value={optionalText(value.image)} onChange={(image) => set({ image })} />
      <RichTextInput
        label={t('article.body')}
        value={textOf(value.html)}
        onChange={(html) => set({ html })}
        readOnly={readOnly}
      />
    </EditorFrame>
  );
}
