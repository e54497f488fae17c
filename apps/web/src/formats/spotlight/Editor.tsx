import { Group, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { optionalText, textOf } from '../kit/content/content-values.ts';
import { EditorFrame } from '../kit/editing/EditorFrame.tsx';
import { documentFields } from '../kit/editing/fields.tsx';
import { ImageField } from '../kit/editing/ImageField.tsx';
import { RichTextInput } from '../kit/editing/RichTextInput.tsx';
import type { EditorProps } from '../kit/editor-props.ts';

/** Spotlight editor: who or what is featured, their picture, quote and story. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsReading');
  const field = documentFields(value, onChange, readOnly, {
    name: textOf(value.name),
    quote: textOf(value.quote),
  });
  const set = field.set;
  return (
    <EditorFrame readerType="spotlight" value={value} readOnly={readOnly}>
      <Group grow align="flex-start">
        <TextInput label={t('spotlight.name')} required {...field.input('name')} />
        <TextInput label={t('spotlight.role')} {...field.optionalInput('role')} />
      </Group>
      <ImageField value={optionalText(value.image)} onChange={(image) => set({ image })} />
      <Textarea label={t('spotlight.quote')} required autosize minRows={2} {...field.input('quote')} />
      <RichTextInput
        label={t('spotlight.story')}
        value={textOf(value.html)}
        onChange={(html) => set({ html: optionalText(html) })}
        readOnly={readOnly}
      />
    </EditorFrame>
  );
}
