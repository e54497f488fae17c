import { Group, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { optionalText, textOf } from '../article/kit/content-values.ts';
import { EditorFrame } from '../article/kit/EditorFrame.tsx';
import { ImageField } from '../article/kit/ImageField.tsx';
import { RichTextInput } from '../article/kit/RichTextInput.tsx';
import type { EditorProps } from '../editor-props.ts';

/** Spotlight editor: who or what is featured, their picture, quote and story. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsReading');
  const set = (patch: Record<string, unknown>) =>
    onChange({ ...value, name: textOf(value.name), quote: textOf(value.quote), ...patch });
  return (
    <EditorFrame readerType="spotlight" value={value} readOnly={readOnly}>
      <Group grow align="flex-start">
        <TextInput
          label={t('spotlight.name')}
          required
          value={textOf(value.name)}
          onChange={(event) => set({ name: event.currentTarget.value })}
        />
        <TextInput
          label={t('spotlight.role')}
          value={textOf(value.role)}
          onChange={(event) => set({ role: optionalText(event.currentTarget.value) })}
        />
      </Group>
      <ImageField value={optionalText(value.image)} onChange={(image) => set({ image })} />
      <Textarea
        label={t('spotlight.quote')}
        required
        autosize
        minRows={2}
        value={textOf(value.quote)}
        onChange={(event) => set({ quote: event.currentTarget.value })}
      />
      <RichTextInput
        label={t('spotlight.story')}
        value={textOf(value.html)}
        onChange={(html) => set({ html: optionalText(html) })}
        readOnly={readOnly}
      />
    </EditorFrame>
  );
}
