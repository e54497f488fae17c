import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { optionalText, textOf } from '../kit/content/content-values.ts';
import { EditorFrame } from '../kit/editing/EditorFrame.tsx';
import { ImageField } from '../kit/editing/ImageField.tsx';
import type { EditorProps } from '../kit/editor-props.ts';

/** Meme editor: the picture, its description and the two captions. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsReading');
  const set = (patch: Record<string, unknown>) =>
    onChange({ ...value, image: textOf(value.image), alt: textOf(value.alt), ...patch });
  return (
    <EditorFrame readerType="meme" value={value} readOnly={readOnly}>
      <ImageField
        required
        value={optionalText(value.image)}
        onChange={(image) => set({ image: image ?? '' })}
      />
      <TextInput
        label={t('editor.alt')}
        required
        value={textOf(value.alt)}
        onChange={(event) => set({ alt: event.currentTarget.value })}
      />
      <TextInput
        label={t('meme.topText')}
        value={textOf(value.topText)}
        onChange={(event) => set({ topText: optionalText(event.currentTarget.value) })}
      />
      <TextInput
        label={t('meme.bottomText')}
        value={textOf(value.bottomText)}
        onChange={(event) => set({ bottomText: optionalText(event.currentTarget.value) })}
      />
    </EditorFrame>
  );
}
