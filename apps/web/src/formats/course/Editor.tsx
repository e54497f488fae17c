import { Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { optionalText, textOf } from '../kit/content/content-values.ts';
import { EditorFrame } from '../kit/editing/EditorFrame.tsx';
import { ImageField } from '../kit/editing/ImageField.tsx';
import type { EditorProps } from '../kit/editor-props.ts';

/** Course editor: which course the card opens (by its identifier) and how the card looks. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsReading');
  const set = (patch: Record<string, unknown>) =>
    onChange({ ...value, identifier: textOf(value.identifier), title: textOf(value.title), ...patch });
  return (
    <EditorFrame readerType="course" value={value} readOnly={readOnly}>
      <TextInput
        label={t('course.identifier')}
        description={t('course.identifierHint')}
        required
        value={textOf(value.identifier)}
        onChange={(event) => set({ identifier: event.currentTarget.value.trim() })}
      />
      <TextInput
        label={t('editor.title')}
        required
        value={textOf(value.title)}
        onChange={(event) => set({ title: event.currentTarget.value })}
      />
      <Textarea
        label={t('editor.description')}
        autosize
        minRows={2}
        value={textOf(value.description)}
        onChange={(event) => set({ description: optionalText(event.currentTarget.value) })}
      />
      <ImageField value={optionalText(value.image)} onChange={(image) => set({ image })} />
    </EditorFrame>
  );
}
