import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { docsOf, optionalText, textOf } from '../article/kit/content-values.ts';
import { EditorFrame } from '../article/kit/EditorFrame.tsx';
import { ImageField } from '../article/kit/ImageField.tsx';
import { ItemList } from '../article/kit/ItemList.tsx';
import type { EditorProps } from '../editor-props.ts';
import type { GalleryImage } from './Lightbox.tsx';

/** Gallery editor: pictures with their description and caption, in order. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsReading');
  const images: GalleryImage[] = docsOf(value.images).map((image) => ({
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
