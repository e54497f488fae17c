import { EMPLOYMENT_TYPES } from '@lp/shared/formats/commerce';
import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { optionalText, textOf } from '../kit/content/content-values.ts';
import { EditorFrame } from '../kit/editing/EditorFrame.tsx';
import { documentFields } from '../kit/editing/fields.tsx';
import { RichTextInput } from '../kit/editing/RichTextInput.tsx';
import type { EditorProps } from '../kit/editor-props.ts';

/** Job post editor: the role, where and how it is, its description and how to apply. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsReading');
  const field = documentFields(value, onChange, readOnly, {
    title: textOf(value.title),
    location: textOf(value.location),
    html: textOf(value.html),
  });
  const set = field.set;
  return (
    <EditorFrame readerType="jobpost" value={value} readOnly={readOnly}>
      <Group grow align="flex-start">
        <TextInput label={t('jobpost.title')} required {...field.input('title')} />
        <TextInput label={t('jobpost.company')} {...field.optionalInput('company')} />
      </Group>
      <Group grow align="flex-start">
        <TextInput label={t('jobpost.location')} required {...field.input('location')} />
        <Select
          label={t('jobpost.type')}
          clearable
          data={EMPLOYMENT_TYPES.map((type) => ({ value: type, label: t(`jobpost.types.${type}`) }))}
          value={optionalText(value.employmentType) ?? null}
          onChange={(type) => set({ employmentType: type ?? undefined })}
        />
        <TextInput type="date" label={t('jobpost.closingDate')} {...field.optionalInput('closingDate')} />
      </Group>
      <RichTextInput
        label={t('jobpost.description')}
        value={textOf(value.html)}
        onChange={(html) => set({ html })}
        readOnly={readOnly}
      />
      <Group grow align="flex-start">
        <TextInput
          type="url"
          label={t('jobpost.applyUrl')}
          placeholder="https://"
          {...field.optionalInput('applyUrl')}
        />
        <TextInput type="email" label={t('jobpost.applyEmail')} {...field.optionalInput('applyEmail')} />
      </Group>
    </EditorFrame>
  );
}
