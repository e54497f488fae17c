import { LANGUAGES, type Language } from '@lp/shared/constants';
import { MultiSelect, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../../../i18n/resources.ts';
import type { FieldErrors } from '../../validation.ts';
import { ImagePicker } from './ImagePicker.tsx';
import { TagPicker } from './TagPicker.tsx';

/** The content item fields every program, course and article carries (SPEC §3). */
export interface ItemFieldValues {
  name: string;
  description: string;
  image: string | null;
  priority: number;
  tags: string[];
  languages: Language[];
}

interface ItemFieldsProps {
  values: ItemFieldValues;
  onChange: (patch: Partial<ItemFieldValues>) => void;
  errors: FieldErrors;
  readOnly: boolean;
}

export function ItemFields({ values, onChange, errors, readOnly }: ItemFieldsProps) {
  const { t } = useTranslation('builder');
  return (
    <Stack>
      <TextInput
        label={t('settings.name')}
        required
        value={values.name}
        error={errors.name}
        readOnly={readOnly}
        onChange={(event) => onChange({ name: event.currentTarget.value })}
      />
      <Textarea
        label={t('settings.description')}
        autosize
        minRows={2}
        value={values.description}
        error={errors.description}
        readOnly={readOnly}
        onChange={(event) => onChange({ description: event.currentTarget.value })}
      />
      <ImagePicker
        label={t('settings.image')}
        value={values.image}
        error={errors.image}
        readOnly={readOnly}
        onChange={(image) => onChange({ image })}
      />
      <NumberInput
        label={t('settings.priority')}
        description={t('settings.priorityHint')}
        value={values.priority}
        error={errors.priority}
        readOnly={readOnly}
        allowDecimal={false}
        onChange={(value) => onChange({ priority: typeof value === 'number' ? value : Number.NaN })}
      />
      <TagPicker value={values.tags} readOnly={readOnly} onChange={(tags) => onChange({ tags })} />
      <MultiSelect
        label={t('settings.languages')}
        description={t('settings.languagesHint')}
        data={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
        value={values.languages}
        readOnly={readOnly}
        onChange={(languages) => onChange({ languages: languages as Language[] })}
      />
    </Stack>
  );
}

export function itemFieldValues(item: {
  name: string;
  description: string;
  image: string | null;
  priority: number;
  tags: { _id: string }[];
  languages: string[];
}): ItemFieldValues {
  return {
    name: item.name,
    description: item.description,
    image: item.image,
    priority: item.priority,
    tags: item.tags.map((tag) => tag._id),
    languages: item.languages.filter((lang): lang is Language =>
      (LANGUAGES as readonly string[]).includes(lang),
    ),
  };
}
