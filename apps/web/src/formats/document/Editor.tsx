import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EditorProps } from '../editor-props.ts';
import { TextField, textOf, UrlField } from '../video/fields.tsx';

/** Document editor: an uploaded PDF (or an https address of one) and a description. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsMedia');
  const set = (field: string, next: unknown) => onChange({ ...value, [field]: next });
  return (
    <Stack gap="md">
      <UrlField
        label={t('editor.pdfUrl')}
        value={textOf(value.url)}
        onChange={(url) => set('url', url)}
        readOnly={readOnly}
        library="document"
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
