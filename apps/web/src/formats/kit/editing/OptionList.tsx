import { Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { newItemId } from '../content/content-values.ts';
import { ItemList } from './ItemList.tsx';

interface OptionListProps<T extends { id: string; text: string }> {
  options: T[];
  onChange: (options: T[]) => void;
  readOnly: boolean;
  create?: () => T;
  /** More fields of one option (a profile it leads to, recommendations it points at). */
  extra?: (option: T, update: (option: T) => void) => ReactNode;
}

/** The answer options of a question without a right answer (survey, poll, profiler, recommender). */
export function OptionList<T extends { id: string; text: string }>({
  options,
  onChange,
  readOnly,
  create,
  extra,
}: OptionListProps<T>) {
  const { t } = useTranslation('formatsInteractive');
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('editor.options')}
      </Text>
      <ItemList<T>
        compact
        items={options}
        readOnly={readOnly}
        onChange={onChange}
        itemLabel={(index) => t('editor.option', { position: index + 1 })}
        addLabel={t('editor.addOption')}
        create={create ?? (() => ({ id: newItemId('o'), text: '' }) as T)}
        renderItem={(option, update, index) => (
          <Stack gap={4}>
            <TextInput
              label={t('editor.option', { position: index + 1 })}
              value={option.text}
              readOnly={readOnly}
              onChange={(event) => update({ ...option, text: event.currentTarget.value })}
            />
            {extra?.(option, update)}
          </Stack>
        )}
      />
    </Stack>
  );
}
