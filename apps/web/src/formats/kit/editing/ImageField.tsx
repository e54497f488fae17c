import { Group, Image, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { optionalText, textOf } from '../content/content-values.ts';

interface ImageFieldProps {
  label?: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  required?: boolean;
}

/** An image link (https:// or an uploaded asset's /path) with a small preview. */
export function ImageField({ label, value, onChange, required = false }: ImageFieldProps) {
  const { t } = useTranslation('formatsReading');
  const url = textOf(value);
  return (
    <Group align="flex-end" wrap="nowrap" gap="sm">
      <TextInput
        flex={1}
        type="url"
        label={label ?? t('editor.image')}
        description={t('editor.imageHint')}
        placeholder="https://"
        required={required}
        value={url}
        onChange={(event) => onChange(optionalText(event.currentTarget.value))}
      />
      {/^(https?:\/\/|\/)/.test(url) && <Image src={url} alt="" w={56} h={56} radius="sm" fit="cover" />}
    </Group>
  );
}
