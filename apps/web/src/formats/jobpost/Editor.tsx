import { EMPLOYMENT_TYPES } from '@lp/shared/formats/commerce';
import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { optionalText, textOf } from '../article/kit/content-values.ts';
import { EditorFrame } from '../article/kit/EditorFrame.tsx';
import { RichTextInput } from '../article/kit/RichTextInput.tsx';
import type { EditorProps } from '../editor-props.ts';

/** Job post editor: the role, where and how it is, its description and how to apply. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsReading');
  const set = (patch: Record<string, unknown>) =>
    onChange({
      ...value,
      title: textOf(value.title),
      location: textOf(value.location),
      html: textOf(value.html),
      ...patch,
    });
  const optionalField = (key: string) => ({
    value: textOf(value[key]),
    onChange: (event: { currentTarget: { value: string } }) =>
      set({ [key]: optionalText(event.currentTarget.value) }),
  });
  return (
    <EditorFrame readerType="jobpost" value={value} readOnly={readOnly}>
      <Group grow align="flex-start">
        <TextInput
          label={t('jobpost.title')}
          required
          value={textOf(value.title)}
          onChange={(event) => set({ title: event.currentTarget.value })}
        />
        <TextInput label={t('jobpost.company')} {...optionalField('company')} />
      </Group>
      <Group grow align="flex-start">
        <TextInput
          label={t('jobpost.location')}
          required
          value={textOf(value.location)}
          onChange={(event) => set({ location: event.currentTarget.value })}
        />
        <Select
          label={t('jobpost.type')}
          clearable
          data={EMPLOYMENT_TYPES.map((type) => ({ value: type, label: t(`jobpost.types.${type}`) }))}
          value={optionalText(value.employmentType) ?? null}
          onChange={(type) => set({ employmentType: type ?? undefined })}
        />
        <TextInput type="date" label={t('jobpost.closingDate')} {...optionalField('closingDate')} />
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
          {...optionalField('applyUrl')}
        />
        <TextInput type="email" label={t('jobpost.applyEmail')} {...optionalField('applyEmail')} />
      </Group>
    </EditorFrame>
  );
}
