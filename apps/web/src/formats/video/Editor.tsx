import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EditorProps } from '../editor-props.ts';
import { TextField, textOf, UrlField } from './fields.tsx';

/** Video editor: an uploaded video or a YouTube/Vimeo address, an optional poster and a description. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsMedia');
  const set = (field: string, next: unknown) => onChange({ ...value, [field]: next });
  return (
    <Stack gap="md">
      <UrlField
        label={t('editor.videoUrl')}
        description={t('editor.videoUrlHelp')}
        value={textOf(value.url)}
        onChange={(url) => set('url', url)}
        readOnly={readOnly}
        library="video"
      />
      <UrlField
        label={t('editor.poster')}
        value={textOf(value.poster)}
        onChange={(url) => set('poster', url || undefined)}
        readOnly={readOnly}
        required={false}
        library="image"
      />
      <TextField
        label={t('editor.description')}
        value={textOf(value.description)}
        onChange={(text) => set('description', text)}
        readOnly={readOnly}
        multiline
        maxLength={5000}
      />
    </Stack>
  );
}
