import { LANGUAGES, type Language } from '@lp/shared/constants';
import { ActionIcon, Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../i18n/resources.ts';
import { useFirstUse } from '../../lib/first-use.ts';

interface LanguageMenuProps {
  /** The team's languages; all UI languages when the team does not limit them. */
  languages?: readonly Language[];
  /** An icon button (phones), the language's name only in its accessible name. */
  compact?: boolean;
}

// The menu (Mantine's Menu with floating-ui) loads on first use, not with the first screen.
const loadMenu = () => import('./LanguageMenuDropdown.tsx');

/** SPEC §2: the top bar's language menu, shown only when there is more than one language. */
export function LanguageMenu({ languages = LANGUAGES, compact = false }: LanguageMenuProps) {
  const { t, i18n } = useTranslation();
  const menu = useFirstUse(loadMenu);
  if (languages.length < 2) return null;
  const current = i18n.language as Language;
  const currentName = LANGUAGE_NAMES[current] ?? current;
  const Dropdown = menu.module?.LanguageMenuDropdown;
  const buttonProps = {
    variant: 'subtle',
    color: 'gray',
    'aria-label': `${t('shell.language')}: ${currentName}`,
    'aria-haspopup': 'menu',
    // The real menu's button replaces this one: it keeps the focus a keyboard user gave.
    autoFocus: menu.focused,
    ...(Dropdown ? {} : menu.triggerProps),
  } as const;
  const button = compact ? (
    <ActionIcon size="lg" {...buttonProps}>
      <IconLanguage size={18} aria-hidden />
    </ActionIcon>
  ) : (
    <Button leftSection={<IconLanguage size={18} aria-hidden />} {...buttonProps}>
      {currentName}
    </Button>
  );
  if (!Dropdown) return button;
  return (
    <Dropdown languages={languages} current={current} defaultOpened={menu.clicked}>
      {button}
    </Dropdown>
  );
}
