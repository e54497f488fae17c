import { SegmentedControl, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Doc, listOf, textOf } from '../kit/content/content-values.ts';
import { TextField, UrlField } from '../kit/editing/fields.tsx';
import { ItemList } from '../kit/editing/ItemList.tsx';
import type { EditorProps } from '../kit/editor-props.ts';

/** Playlist editor: the items in order, each a video or a recording with a title. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsMedia');
  return (
    <ItemList<Doc>
      items={listOf(value.items)}
      onChange={(items) => onChange({ ...value, items })}
      readOnly={readOnly}
      itemLabel={(index) => t('editor.itemN', { n: index + 1 })}
      addLabel={t('editor.addItem')}
      create={() => ({ title: '', url: '', kind: 'video' })}
      renderItem={(item, update) => {
        const kind = item.kind === 'audio' ? 'audio' : 'video';
        return (
          <Stack gap="sm">
            <SegmentedControl
              disabled={readOnly}
              value={kind}
              onChange={(next) => update({ ...item, kind: next })}
              data={[
                { value: 'video', label: t('editor.kindVideo') },
                { value: 'audio', label: t('editor.kindAudio') },
              ]}
              w="fit-content"
            />
            <TextField
              label={t('editor.itemTitle')}
              value={textOf(item.title)}
              onChange={(title) => update({ ...item, title })}
              readOnly={readOnly}
              required
              maxLength={200}
            />
            <UrlField
              label={t('editor.itemUrl')}
              value={textOf(item.url)}
              onChange={(url) => update({ ...item, url })}
              readOnly={readOnly}
              library={kind}
            />
          </Stack>
        );
      }}
    />
  );
}
