import { IconSearch } from '@tabler/icons-react';
import type { TFunction } from 'i18next';

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
