import { Alert, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EditorProps } from '../editor-props.ts';
import { TextField, textOf, UrlField } from '../video/fields.tsx';
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
  const set = (field: string, next: unknown) => onChange({ ...value, [field]: next });
  return (
    <Stack gap="md">
      <TextField
        label={t('editor.title')}
        value={textOf(value.title)}
        onChange={(title) => set('title', title)}
        readOnly={readOnly}
        required
        maxLength={200}
      />
      <UrlField
        label={t('editor.image')}
        value={textOf(value.image)}
        onChange={(url) => set('image', url || undefined)}
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
        maxLength={2000}
      />
      {kind === 'reward' && (
        <TextField
          label={t('editor.howToClaim')}
          value={textOf(value.howToClaim)}
          onChange={(text) => set('howToClaim', text)}
          readOnly={readOnly}
          multiline
          maxLength={1000}
        />
      )}
      <Alert color="blue" icon={<IconInfoCircle size={18} />}>
        {kind === 'reward'
          ? t('editor.rewardPoints')
          : t('editor.awardPoints', { count: settings?.maxPoints ?? 0 })}
      </Alert>
    </Stack>
  );
}
