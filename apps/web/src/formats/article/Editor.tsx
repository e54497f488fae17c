import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { listOf, optionalText, textOf } from '../kit/content/content-values.ts';
import { EditorFrame } from '../kit/editing/EditorFrame.tsx';
import { ImageField } from '../kit/editing/ImageField.tsx';
import { ItemList } from '../kit/editing/ItemList.tsx';
import { RichTextInput } from '../kit/editing/RichTextInput.tsx';
import type { EditorProps } from '../kit/editor-props.ts';

interface Embed {
  url: string;
  title: string;
}

/** Article editor: cover image, rich text (with images and links) and YouTube/Vimeo videos. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsReading');
  const embeds: Embed[] = listOf(value.embeds).map((e) => ({ url: textOf(e.url), title: textOf(e.title) }));
  const set = (patch: Record<string, unknown>) => onChange({ ...value, html: textOf(value.html), ...patch });

  return (
    <EditorFrame readerType="article" value={value} readOnly={readOnly}>
      <ImageField
        label={t('article.coverImage')}
        value={optionalText(value.coverImage)}
        onChange={(coverImage) => set({ coverImage })}
      />
      <RichTextInput
        label={t('article.body')}
        value={textOf(value.html)}
        onChange={(html) => set({ html })}
        readOnly={readOnly}
      />
      <ItemList<Embed>
        items={embeds}
        onChange={(next) => set({ embeds: next.length > 0 ? next : undefined })}
        create={() => ({ url: '', title: '' })}
        itemLabel={(index) => t('article.videoN', { n: index + 1 })}
        addLabel={t('article.addVideo')}
        max={10}
        renderItem={(embed, update) => (
          <>
            <TextInput
              label={t('article.videoLink')}
              description={t('article.videoHint')}
              type="url"
              value={embed.url}
              onChange={(event) => update({ ...embed, url: event.currentTarget.value })}
            />
            <TextInput
              label={t('editor.title')}
              value={embed.title}
              onChange={(event) => update({ ...embed, title: event.currentTarget.value })}
            />
          </>
        )}
      />
    </EditorFrame>
  );
}
