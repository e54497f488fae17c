import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirstUse } from '../../lib/first-use.ts';

export interface SearchBoxProps {
  /** Phones: the box spans the top bar, takes focus, and `onDone` closes it after navigating. */
  autoFocus?: boolean;
  fullWidth?: boolean;
  onDone?: () => void;
}

/** What the box and the box with suggestions share: same name, look and size. */
export function searchInputProps(t: TFunction, fullWidth: boolean) {
  return {
    placeholder: t('search.placeholder'),
    'aria-label': t('search.label'),
    leftSection: <IconSearch size={16} aria-hidden />,
    w: fullWidth ? undefined : { base: 140, sm: 260 },
    style: fullWidth ? { flex: 1 } : undefined,
  };
}

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
