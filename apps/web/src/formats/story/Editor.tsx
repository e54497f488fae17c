import { Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { listOf, optionalText, textOf } from '../kit/content/content-values.ts';
import { EditorFrame } from '../kit/editing/EditorFrame.tsx';
import { ImageField } from '../kit/editing/ImageField.tsx';
import { ItemList } from '../kit/editing/ItemList.tsx';
import type { EditorProps } from '../kit/editor-props.ts';

interface Slide {
  title: string;
  text: string;
  image?: string;
}

/** Story editor: slides with a title, a text and an optional picture, in order. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsReading');
  const slides: Slide[] = listOf(value.slides).map((slide) => ({
    title: textOf(slide.title),
    text: textOf(slide.text),
    image: optionalText(slide.image),
  }));
  return (
    <EditorFrame readerType="story" value={value} readOnly={readOnly}>
      <ItemList<Slide>
        items={slides}
        onChange={(next) => onChange({ ...value, slides: next })}
        create={() => ({ title: '', text: '' })}
        itemLabel={(index) => t('story.slideN', { n: index + 1 })}
        addLabel={t('story.addSlide')}
        min={1}
        renderItem={(slide, update) => (
          <>
            <TextInput
              label={t('editor.title')}
              value={slide.title}
              onChange={(event) => update({ ...slide, title: event.currentTarget.value })}
            />
            <Textarea
              label={t('editor.text')}
              autosize
              minRows={2}
              value={slide.text}
              onChange={(event) => update({ ...slide, text: event.currentTarget.value })}
            />
            <ImageField value={slide.image} onChange={(image) => update({ ...slide, image })} />
          </>
        )}
      />
    </EditorFrame>
  );
}
