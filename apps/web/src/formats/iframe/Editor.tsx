import { NumberInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { numberOf } from '../kit/content/content-values.ts';
import { documentFields, TextField, UrlField } from '../kit/editing/fields.tsx';
import type { EditorProps } from '../kit/editor-props.ts';

/** Webpage editor: the https address, a title for screen readers and the frame height. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsMedia');
  const field = documentFields(value, onChange, readOnly);
  return (
    <Stack gap="md">
      <UrlField label={t('editor.pageUrl')} description={t('editor.pageUrlHelp')} {...field.text('url')} />
      <TextField label={t('editor.frameTitle')} required maxLength={200} {...field.text('title')} />
      <NumberInput
        label={t('editor.frameHeight')}
        value={numberOf(value.height, 600)}
        min={200}
        max={2000}
        step={50}
        allowDecimal={false}
        readOnly={readOnly}
        onChange={(next) => field.set({ height: typeof next === 'number' ? next : 600 })}
        w={200}
      />
    </Stack>
  );
}
