import { Checkbox, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DescriptionField, documentFields, TextField, UrlField } from '../kit/editing/fields.tsx';
import type { EditorProps } from '../kit/editor-props.ts';

/** Downloadable editor: the file, the name it downloads as, whether to show it as a PDF, a description. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsMedia');
  const field = documentFields(value, onChange, readOnly);
  return (
    <Stack gap="md">
      <UrlField label={t('editor.fileUrl')} library="document" {...field.text('url')} />
      <TextField label={t('editor.fileName')} required maxLength={200} {...field.text('fileName')} />
      <Checkbox
        label={t('editor.showPdf')}
        checked={value.isPdf === true}
        onChange={(event) => field.set({ isPdf: event.currentTarget.checked })}
        disabled={readOnly}
      />
      <DescriptionField {...field.text('description')} />
    </Stack>
  );
}
