import type { AssetKind } from '@lp/shared/assets';
import { httpsUrlSchema, mediaUrlSchema } from '@lp/shared/formats/media';
import { Group, NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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

/** A string field of a content document, or '' when absent. */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
export const numberOf = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
/** An array field of a content document, its items as loose records. */
export const listOf = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    : [];
