import { Checkbox, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { textOf } from '../kit/content/content-values.ts';
import type { EditorProps } from '../kit/editor-props.ts';

/** Certificate editor: the title printed on it, and whether it waits for the whole course. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsMedia');
  return (
    <Stack gap="md">
      <TextInput
        label={t('editor.certificateTitle')}
        description={t('editor.certificateTitleHelp')}
        value={textOf(value.title)}
        maxLength={200}
        readOnly={readOnly}
        onChange={(event) => onChange({ ...value, title: event.currentTarget.value || undefined })}
      />
      <Checkbox
        label={t('editor.requireCourse')}
        description={t('editor.requireCourseHelp')}
        checked={value.requireCourseCompletion === true}
        disabled={readOnly}
        onChange={(event) => onChange({ ...value, requireCourseCompletion: event.currentTarget.checked })}
      />
    </Stack>
  );
}
