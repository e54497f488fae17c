import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { optionalText, textOf } from '../content/content-values.ts';

interface IntroFieldProps {
  value: unknown;
  /** The new introduction, or undefined once it is emptied (the field is optional). */
  onChange: (intro: string | undefined) => void;
}

/** The optional introduction above a list of items (listicle, guidelines, products, charts). */
export function IntroField({ value, onChange }: IntroFieldProps) {
  const { t } = useTranslation('formatsReading');
  return (
    <Textarea
      label={t('editor.intro')}
      autosize
      minRows={2}
      value={textOf(value)}
      onChange={(event) => onChange(optionalText(event.currentTarget.value))}
    />
  );
}
