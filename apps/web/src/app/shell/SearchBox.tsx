import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirstUse } from '../../lib/first-use.ts';
import { type SearchBoxProps, searchInputProps } from './search-input.tsx';

// The suggestions (Mantine's Combobox with floating-ui) load on first use, not with the first screen.
const loadCombobox = () => import('./SearchCombobox.tsx');

/**
 * SPEC §5: the top bar's search box. Until it is first pointed at or focused it is a plain text box;
 * then the box with suggestions (SearchCombobox.tsx) replaces it, with the text typed so far and the focus.
 */
export function SearchBox({ autoFocus = false, fullWidth = false, onDone }: SearchBoxProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const combobox = useFirstUse(loadCombobox);
  const Full = combobox.module?.SearchCombobox;
  if (Full)
    return (
      <Full
        autoFocus={autoFocus || combobox.focused}
        fullWidth={fullWidth}
        onDone={onDone}
        value={value}
        setValue={setValue}
      />
    );
  const { onPointerEnter, onFocus, onBlur } = combobox.triggerProps;
  return (
    <TextInput
      {...searchInputProps(t, fullWidth)}
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
      onPointerEnter={onPointerEnter}
      onFocus={onFocus}
      onBlur={onBlur}
      autoFocus={autoFocus}
    />
  );
}
