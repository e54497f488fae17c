import { LANGUAGES, type Language } from '@lp/shared/constants';
import { MultiSelect, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../../../i18n/resources.ts';
import { ImagePicker } from '../shared/ImagePicker.tsx';
import { TagPicker } from '../shared/TagPicker.tsx';

/** The content item fields every program, course and article carries (SPEC §3). */
export type ItemFieldValues = {
  name: string;
  description: string;
  image: string | null;
  priority: number;
  tags: string[];
  languages: Language[];
};

/** The item fields' rules in the builder's words. */
export const itemFieldMessages = (t: TFunction<'builder'>) => ({
  name: t('validation.nameRequired'),
  priority: t('validation.priority'),
  image: t('validation.link'),
});

interface ItemFieldsProps {
  form: UseFormReturnType<ItemFieldValues, unknown>;
  readOnly: boolean;
}

export function ItemFields({ form, readOnly }: ItemFieldsProps) {
  const { t } = useTranslation('builder');
  return (
    <Stack>
      <TextInput label={t('settings.name')} required readOnly={readOnly} {...form.getInputProps('name')} />
      <Textarea
        label={t('settings.description')}
        autosize
        minRows={2}
        readOnly={readOnly}
        {...form.getInputProps('description')}
      />
      <ImagePicker label={t('settings.image')} readOnly={readOnly} {...form.getInputProps('image')} />
      <NumberInput
        label={t('settings.priority')}
        description={t('settings.priorityHint')}
        readOnly={readOnly}
        allowDecimal={false}
        {...form.getInputProps('priority')}
      />
      <TagPicker readOnly={readOnly} {...form.getInputProps('tags')} />
      <MultiSelect
        label={t('settings.languages')}
        description={t('settings.languagesHint')}
        data={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
        readOnly={readOnly}
        {...form.getInputProps('languages')}
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
