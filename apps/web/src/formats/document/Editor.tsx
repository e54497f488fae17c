import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DescriptionField, documentFields, UrlField } from '../kit/editing/fields.tsx';
import type { EditorProps } from '../kit/editor-props.ts';

/** Document editor: an uploaded PDF (or an https address of one) and a description. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsMedia');
  const field = documentFields(value, onChange, readOnly);
  return (
    <Stack gap="md">
      <UrlField label={t('editor.pdfUrl')} library="document" {...field.text('url')} />
      <DescriptionField {...field.text('description')} />
    </Stack>
  );
}
