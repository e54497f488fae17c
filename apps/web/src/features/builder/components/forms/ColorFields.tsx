import { ColorInput, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

const COLOR_KEYS = ['main', 'primary', 'primaryText'] as const;

/** The colours' rule (#rrggbb) in the builder's words, for the colours under `path`. */
export const colorMessages = (path: string, t: TFunction<'builder'>) =>
  Object.fromEntries(COLOR_KEYS.map((key) => [`${path}.${key}`, t('validation.color')]));

interface ColorFieldsProps {
  form: UseFormReturnType<Record<string, unknown>, unknown>;
  /** Where the colours sit in the form's values: a team's `colors`, a program's `theme`. */
  path: string;
  readOnly?: boolean;
}

/** Main, primary and primary-text colours; an emptied one is left out. */
export function ColorFields({ form, path, readOnly }: ColorFieldsProps) {
  const { t } = useTranslation('builder');
  const colors = (form.values[path] ?? {}) as Partial<Record<(typeof COLOR_KEYS)[number], string>>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {COLOR_KEYS.map((key) => (
        <ColorInput
          key={key}
          label={t(`colors.${key}`)}
          format="hex"
          value={colors[key] ?? ''}
          error={form.errors[`${path}.${key}`]}
          readOnly={readOnly}
          // The eye-dropper button has no name of its own (axe: button-name).
          eyeDropperButtonProps={{ 'aria-label': t('colors.eyeDropper', { name: t(`colors.${key}`) }) }}
          onChange={(value) => form.setFieldValue(`${path}.${key}`, value || undefined)}
        />
      ))}
    </SimpleGrid>
  );
}
