import { Alert, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DescriptionField, documentFields, PictureField, TextField } from '../editing/fields.tsx';
import type { EditorProps } from '../editor-props.ts';
import type { AwardKind } from './AwardScreen.tsx';

/** Editor of a badge, medal or reward: title, picture, description (and how to claim a reward). */
export function AwardEditor({
  value,
  onChange,
  readOnly,
  settings,
  kind,
}: EditorProps & { kind: AwardKind }) {
  const { t } = useTranslation('formatsMedia');
  const field = documentFields(value, onChange, readOnly);
  return (
    <Stack gap="md">
      <TextField label={t('editor.title')} required maxLength={200} {...field.text('title')} />
      <PictureField label={t('editor.image')} {...field.optional('image')} />
      <DescriptionField maxLength={2000} {...field.text('description')} />
      {kind === 'reward' && (
        <TextField label={t('editor.howToClaim')} multiline maxLength={1000} {...field.text('howToClaim')} />
      )}
      <Alert color="blue" icon={<IconInfoCircle size={18} />}>
        {kind === 'reward'
          ? t('editor.rewardPoints')
          : t('editor.awardPoints', { count: settings?.maxPoints ?? 0 })}
      </Alert>
    </Stack>
  );
}
