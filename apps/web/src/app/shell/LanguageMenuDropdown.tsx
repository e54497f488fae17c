import type { Language } from '@lp/shared/constants';
import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateSelf } from '../../features/profile/index.ts';
import { LANGUAGE_NAMES } from '../../i18n/resources.ts';
import { useAuthStore } from '../../lib/auth-store.ts';
import { notifyFailure } from '../../lib/notify.ts';
import { useUiStore } from '../../lib/ui-store.ts';

/** Stores the choice on this device and in the signed-in user's cached profile; true when signed in. */
function chooseLanguage(language: Language): boolean {
  useUiStore.getState().setLanguage(language);
  const { isUserLoggedIn, user, setUser } = useAuthStore.getState();
  if (!isUserLoggedIn || !user) return false;
  setUser({ ...user, lang: language });
  return true;
}

interface LanguageMenuDropdownProps {
  languages: readonly Language[];
  current: Language;
  /** The language button (LanguageMenu.tsx), the menu's target. */
  children: ReactElement;
  /** The button was clicked before this file arrived. */
  defaultOpened: boolean;
}

/** The language menu's items (loaded on first use of the language button). */
export function LanguageMenuDropdown({
  languages,
  current,
  children,
  defaultOpened,
}: LanguageMenuDropdownProps) {
  const { t } = useTranslation();
  // The profile's language is the one the server writes notices, mails and certificates in.
  const saveLanguage = useUpdateSelf();
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>{children}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('shell.language')}</Menu.Label>
        {languages.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            onClick={() => {
              if (chooseLanguage(language))
                saveLanguage.mutate(
                  { lang: language },
                  { onError: (e) => notifyFailure(e, t('errors.title')) },
                );
            }}
            rightSection={language === current ? <IconCheck size={16} aria-hidden /> : null}
          >
            {LANGUAGE_NAMES[language]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
