import { Group, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { optionalText, textOf } from '../article/kit/content-values.ts';
import { EditorFrame } from '../article/kit/EditorFrame.tsx';
import { ImageField } from '../article/kit/ImageField.tsx';
import type { EditorProps } from '../editor-props.ts';

/** Offer editor: the offer, its code, when it is valid and its terms. Points come from the deck settings. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsReading');
  const set = (patch: Record<string, unknown>) =>
    onChange({ ...value, title: textOf(value.title), code: textOf(value.code), ...patch });
  const optionalField = (key: string) => ({
    value: textOf(value[key]),
    onChange: (event: { currentTarget: { value: string } }) =>
      set({ [key]: optionalText(event.currentTarget.value) }),
  });
  return (
    <EditorFrame readerType="offer" value={value} readOnly={readOnly}>
      <Group grow align="flex-start">
        <TextInput
          label={t('editor.title')}
          required
          value={textOf(value.title)}
          onChange={(event) => set({ title: event.currentTarget.value })}
        />
        <TextInput
          label={t('offer.benefit')}
          placeholder={t('offer.benefitExample')}
          {...optionalField('benefit')}
        />
      </Group>
      <Textarea label={t('editor.description')} autosize minRows={2} {...optionalField('description')} />
      <TextInput
        label={t('offer.code')}
        required
        ff="monospace"
        value={textOf(value.code)}
        onChange={(event) => set({ code: event.currentTarget.value.toUpperCase() })}
      />
      <Group grow align="flex-start">
        <TextInput type="date" label={t('offer.from')} {...optionalField('validFrom')} />
        <TextInput type="date" label={t('offer.until')} {...optionalField('validUntil')} />
      </Group>
      <ImageField value={optionalText(value.image)} onChange={(image) => set({ image })} />
      <TextInput type="url" label={t('offer.link')} placeholder="https://" {...optionalField('link')} />
      <Textarea label={t('offer.terms')} autosize minRows={2} {...optionalField('terms')} />
    </EditorFrame>
  );
}
