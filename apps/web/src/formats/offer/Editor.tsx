import { Group, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { optionalText, textOf } from '../kit/content/content-values.ts';
import { EditorFrame } from '../kit/editing/EditorFrame.tsx';
import { documentFields } from '../kit/editing/fields.tsx';
import { ImageField } from '../kit/editing/ImageField.tsx';
import type { EditorProps } from '../kit/editor-props.ts';

/** Offer editor: the offer, its code, when it is valid and its terms. Points come from the deck settings. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsReading');
  const field = documentFields(value, onChange, readOnly, {
    title: textOf(value.title),
    code: textOf(value.code),
  });
  const set = field.set;
  return (
    <EditorFrame readerType="offer" value={value} readOnly={readOnly}>
      <Group grow align="flex-start">
        <TextInput label={t('editor.title')} required {...field.input('title')} />
        <TextInput
          label={t('offer.benefit')}
          placeholder={t('offer.benefitExample')}
          {...field.optionalInput('benefit')}
        />
      </Group>
      <Textarea
        label={t('editor.description')}
        autosize
        minRows={2}
        {...field.optionalInput('description')}
      />
      <TextInput
        label={t('offer.code')}
        required
        ff="monospace"
        value={textOf(value.code)}
        onChange={(event) => set({ code: event.currentTarget.value.toUpperCase() })}
      />
      <Group grow align="flex-start">
        <TextInput type="date" label={t('offer.from')} {...field.optionalInput('validFrom')} />
        <TextInput type="date" label={t('offer.until')} {...field.optionalInput('validUntil')} />
      </Group>
      <ImageField value={optionalText(value.image)} onChange={(image) => set({ image })} />
      <TextInput type="url" label={t('offer.link')} placeholder="https://" {...field.optionalInput('link')} />
      <Textarea label={t('offer.terms')} autosize minRows={2} {...field.optionalInput('terms')} />
    </EditorFrame>
  );
}
