import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DescriptionField, documentFields, PictureField, VideoSourceField } from '../kit/editing/fields.tsx';
import type { EditorProps } from '../kit/editor-props.ts';

/** Video editor: an uploaded video or a YouTube/Vimeo address, an optional poster and a description. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsMedia');
  const field = documentFields(value, onChange, readOnly);
  return (
    <Stack gap="md">
      <VideoSourceField {...field.text('url')} />
      <PictureField label={t('editor.poster')} {...field.optional('poster')} />
      <DescriptionField {...field.text('description')} />
    </Stack>
  );
}
