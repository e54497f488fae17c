import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Doc, listOf, textOf } from '../kit/content/content-values.ts';
import { TextField, UrlField } from '../kit/editing/fields.tsx';
import { ItemList } from '../kit/editing/ItemList.tsx';
import type { EditorProps } from '../kit/editor-props.ts';

/** Reel editor: the clips in order, each an uploaded vertical video or a link, with a caption. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsMedia');
  return (
    <ItemList<Doc>
      items={listOf(value.clips)}
      onChange={(clips) => onChange({ ...value, clips })}
      readOnly={readOnly}
      itemLabel={(index) => t('editor.clipN', { n: index + 1 })}
      addLabel={t('editor.addClip')}
      create={() => ({ url: '', caption: '' })}
      renderItem={(clip, update, index) => (
        <Stack gap="sm">
          <UrlField
            label={t('editor.clipUrl', { n: index + 1 })}
            value={textOf(clip.url)}
            onChange={(url) => update({ ...clip, url })}
            readOnly={readOnly}
            library="video"
          />
          <TextField
            label={t('editor.caption')}
            value={textOf(clip.caption)}
            onChange={(caption) => update({ ...clip, caption })}
            readOnly={readOnly}
            maxLength={300}
          />
        </Stack>
      )}
    />
  );
}
