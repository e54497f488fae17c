import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { listOf, optionalText, textOf } from '../kit/content/content-values.ts';
import { EditorFrame } from '../kit/editing/EditorFrame.tsx';
import { ImageField } from '../kit/editing/ImageField.tsx';
import { ItemList } from '../kit/editing/ItemList.tsx';
import type { EditorProps } from '../kit/editor-props.ts';
import type { GalleryImage } from './Lightbox.tsx';

/** Gallery editor: pictures with their description and caption, in order. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsReading');
  const images: GalleryImage[] = listOf(value.images).map((image) => ({
    image: textOf(image.image),
    alt: textOf(image.alt),
    caption: optionalText(image.caption),
  }));
  return (
    <EditorFrame readerType="gallery" value={value} readOnly={readOnly}>
      <ItemList<GalleryImage>
        items={images}
        onChange={(next) => onChange({ ...value, images: next })}
        create={() => ({ image: '', alt: '' })}
        itemLabel={(index) => t('gallery.imageN', { n: index + 1 })}
        addLabel={t('gallery.addImage')}
        min={1}
        max={100}
        renderItem={(image, update) => (
          <>
            <ImageField
              required
              value={image.image}
              onChange={(url) => update({ ...image, image: url ?? '' })}
            />
            <TextInput
              label={t('editor.alt')}
              required
              value={image.alt}
              onChange={(event) => update({ ...image, alt: event.currentTarget.value })}
            />
            <TextInput
              label={t('editor.caption')}
              value={image.caption ?? ''}
              onChange={(event) => update({ ...image, caption: optionalText(event.currentTarget.value) })}
            />
          </>
        )}
      />
    </EditorFrame>
  );
}
