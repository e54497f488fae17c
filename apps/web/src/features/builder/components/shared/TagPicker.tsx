import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTags } from '../../api/get-tags.ts';

interface TagPickerProps {
  /** Tag ids. */
  value?: string[];
  onChange: (value: string[]) => void;
  readOnly?: boolean;
}

/** Chooses tags of the team (made in Library > Tags). */
export function TagPicker({ value = [], onChange, readOnly }: TagPickerProps) {
  const { t } = useTranslation('builder');
  const tags = useTags();
  return (
    <MultiSelect
      label={t('settings.tags')}
      description={t('settings.tagsHint')}
      data={(tags.data ?? []).map((tag) => ({ value: tag._id, label: tag.name }))}
      value={value}
      onChange={onChange}
      searchable
      clearable
      readOnly={readOnly}
      nothingFoundMessage={t('settings.noTags')}
    />
  );
}
