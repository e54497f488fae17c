import { NumberInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EditorProps } from '../editor-props.ts';
import { numberOf, TextField, textOf, UrlField } from '../video/fields.tsx';

/** Webpage editor: the https address, a title for screen readers and the frame height. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsMedia');
  const set = (field: string, next: unknown) => onChange({ ...value, [field]: next });
  return (
    <Stack gap="md">
      <UrlField
        label={t('editor.pageUrl')}
        description={t('editor.pageUrlHelp')}
        value={textOf(value.url)}
        onChange={(url) => set('url', url)}
        readOnly={readOnly}
      />
      <TextField
        label={t('editor.frameTitle')}
        value={textOf(value.title)}
        onChange={(title) => set('title', title)}
        readOnly={readOnly}
        required
        maxLength={200}
      />
      <NumberInput
        label={t('editor.frameHeight')}
        value={numberOf(value.height, 600)}
        min={200}
        max={2000}
        step={50}
        allowDecimal={false}
        readOnly={readOnly}
        onChange={(next) => set('height', typeof next === 'number' ? next : 600)}
        w={200}
      />
    </Stack>
  );
}
