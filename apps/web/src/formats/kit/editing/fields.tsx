import type { AssetKind } from '@lp/shared/assets';
import { httpsUrlSchema, mediaUrlSchema } from '@lp/shared/formats/media';
import { Group, NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Doc, optionalText, textOf } from '../content/content-values.ts';
import { useFileList } from './api/get-file-list.ts';

interface UrlFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  readOnly: boolean;
  required?: boolean;
  /** Offer the team's uploaded files of this kind; without it only https addresses are accepted. */
  library?: AssetKind;
  description?: string;
}

/** An address field, with a picker of uploaded files when `library` is given. */
export function UrlField({
  label,
  value,
  onChange,
  readOnly,
  required = true,
  library,
  description,
}: UrlFieldProps) {
  const { t } = useTranslation('formatsMedia');
  const files = useFileList(library ?? 'image', Boolean(library) && !readOnly);
  const schema = library ? mediaUrlSchema : httpsUrlSchema;
  const invalid = value !== '' && !schema.safeParse(value).success;
  const missing = required && value === '';
  return (
    <Group align="flex-end" wrap="wrap" gap="sm">
      <TextInput
        style={{ flex: '1 1 260px' }}
        label={label}
        description={description}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value.trim())}
        readOnly={readOnly}
        required={required}
        placeholder="https://"
        error={
          invalid
            ? t(library ? 'editor.urlOrFile' : 'editor.httpsOnly')
            : missing
              ? t('editor.required')
              : undefined
        }
      />
      {library && !readOnly && (
        <Select
          style={{ flex: '1 1 200px' }}
          label={t('editor.fromLibrary')}
          // Several address fields can sit on one form: the picker's name says which one it fills.
          aria-label={t('editor.fromLibraryFor', { field: label })}
          placeholder={files.isPending ? t('editor.loadingFiles') : t('editor.chooseFile')}
          data={(files.data ?? []).map((file) => ({ value: file.url, label: file.name }))}
          value={files.data?.some((file) => file.url === value) ? value : null}
          onChange={(url) => url && onChange(url)}
          searchable
          nothingFoundMessage={t('editor.noFiles')}
        />
      )}
    </Group>
  );
}

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  readOnly: boolean;
  required?: boolean;
  multiline?: boolean;
  maxLength?: number;
}

export function TextField({
  label,
  value,
  onChange,
  readOnly,
  required,
  multiline,
  maxLength,
}: TextFieldProps) {
  const { t } = useTranslation('formatsMedia');
  const error = required && value.trim() === '' ? t('editor.required') : undefined;
  const common = { label, value, readOnly, required, maxLength, error };
  return multiline ? (
    <Textarea {...common} rows={4} onChange={(event) => onChange(event.currentTarget.value)} />
  ) : (
    <TextInput {...common} onChange={(event) => onChange(event.currentTarget.value)} />
  );
}

interface SecondsFieldProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  readOnly: boolean;
}

/** A time in a recording, in whole seconds. */
export function SecondsField({ label, value, onChange, readOnly }: SecondsFieldProps) {
  const { t } = useTranslation('formatsMedia');
  return (
    <NumberInput
      label={label}
      description={t('editor.secondsHelp')}
      value={value}
      min={0}
      max={24 * 3600}
      allowDecimal={false}
      readOnly={readOnly}
      onChange={(next) => onChange(typeof next === 'number' ? next : 0)}
      w={160}
    />
  );
}

/** What binds a field component to one text field of the document being edited. */
export interface BoundField {
  value: string;
  onChange: (value: string) => void;
  readOnly: boolean;
}

/** What binds a Mantine text input to one text field of the document being edited. */
export interface BoundInput {
  value: string;
  onChange: (event: { currentTarget: { value: string } }) => void;
  readOnly: boolean;
}

/**
 * Binds field components to the fields of a content document: `text('title')` is a field's value,
 * change handler and read-only state for the kit's fields; `input('title')` the same for a Mantine
 * input. `optional…` drops the field when it is emptied. `defaults` are written along with every
 * change (values the form shows before the author picks).
 */
export function documentFields<T extends object = Doc>(
  value: T,
  onChange: (value: T) => void,
  readOnly: boolean,
  defaults: Doc = {},
) {
  const set = (patch: Doc) => onChange({ ...value, ...defaults, ...patch });
  const textAt = (name: string) => textOf((value as Doc)[name]);
  return {
    set,
    text: (name: string): BoundField => ({
      value: textAt(name),
      onChange: (next) => set({ [name]: next }),
      readOnly,
    }),
    optional: (name: string): BoundField => ({
      value: textAt(name),
      onChange: (next) => set({ [name]: next || undefined }),
      readOnly,
    }),
    input: (name: string): BoundInput => ({
      value: textAt(name),
      onChange: (event) => set({ [name]: event.currentTarget.value }),
      readOnly,
    }),
    optionalInput: (name: string): BoundInput => ({
      value: textAt(name),
      onChange: (event) => set({ [name]: optionalText(event.currentTarget.value) }),
      readOnly,
    }),
  };
}

/** The free-text description most formats carry under their content. */
export function DescriptionField({ maxLength = 5000, ...field }: BoundField & { maxLength?: number }) {
  const { t } = useTranslation('formatsMedia');
  return <TextField label={t('editor.description')} multiline maxLength={maxLength} {...field} />;
}

/** An optional picture (poster, cover, award image): an uploaded image or an https address. */
export function PictureField({ label, ...field }: BoundField & { label: string }) {
  return <UrlField label={label} required={false} library="image" {...field} />;
}

/** The video itself: an uploaded file or a YouTube/Vimeo address. */
export function VideoSourceField(field: BoundField) {
  const { t } = useTranslation('formatsMedia');
  return (
    <UrlField
      label={t('editor.videoUrl')}
      description={t('editor.videoUrlHelp')}
      library="video"
      {...field}
    />
  );
}
