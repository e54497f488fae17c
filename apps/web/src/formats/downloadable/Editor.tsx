import { Checkbox, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EditorProps } from '../editor-props.ts';
import { TextField, textOf, UrlField } from '../video/fields.tsx';

/** Downloadable editor: the file, the name it downloads as, whether to show it as a PDF, a description. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsMedia');
  const set = (field: string, next: unknown) => onChange({ ...value, [field]: next });
  return (
    <Stack gap="md">
      <UrlField
        label={t('editor.fileUrl')}
        value={textOf(value.url)}
        onChange={(url) => set('url', url)}
        readOnly={readOnly}
        library="document"
      />
      <TextField
        label={t('editor.fileName')}
        value={textOf(value.fileName)}
        onChange={(text) => set('fileName', text)}
        readOnly={readOnly}
        required
        maxLength={200}
      />
      <Checkbox
        label={t('editor.showPdf')}
        checked={value.isPdf === true}
        onChange={(event) => set('isPdf', event.currentTarget.checked)}
        disabled={readOnly}
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
