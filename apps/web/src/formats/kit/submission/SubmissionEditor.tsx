import type { SubmissionCategory } from '@lp/shared/assets';
import { submissionMimeTypes } from '@lp/shared/formats/media';
import { Checkbox, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { documentFields, TextField } from '../editing/fields.tsx';
import type { EditorProps } from '../editor-props.ts';
import { fileTypeLabel } from './file-types.ts';

/** Editor of a submission deck: what to hand in, and which of the format's file types are accepted. */
export function SubmissionEditor({
  value,
  onChange,
  readOnly,
  category,
}: EditorProps & { category: SubmissionCategory }) {
  const { t } = useTranslation('formatsMedia');
  const all = submissionMimeTypes(category);
  const accepted = Array.isArray(value.accepted)
    ? value.accepted.filter((type): type is string => all.includes(String(type)))
    : [...all];
  return (
    <Stack gap="md">
      <TextField
        label={t('editor.instructions')}
        required
        multiline
        maxLength={5000}
        {...documentFields(value, onChange, readOnly, { accepted }).text('instructions')}
      />
      <Checkbox.Group
        label={t('editor.acceptedTypes')}
        value={accepted}
        onChange={(next) => onChange({ ...value, accepted: all.filter((type) => next.includes(type)) })}
        error={accepted.length === 0 ? t('editor.acceptOne') : undefined}
        required
      >
        <Group mt="xs">
          {all.map((type) => (
            <Checkbox key={type} value={type} label={fileTypeLabel(type)} disabled={readOnly} />
          ))}
        </Group>
      </Checkbox.Group>
    </Stack>
  );
}
