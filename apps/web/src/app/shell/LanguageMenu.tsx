import { LANGUAGES, type Language } from '@lp/shared/constants';
import { ActionIcon, Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
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

interface LanguageMenuProps {
  /** The team's languages; all UI languages when the team does not limit them. */
  languages?: readonly Language[];
  /** An icon button (phones), the language's name only in its accessible name. */
  compact?: boolean;
}

/** SPEC §2: the top bar's language menu, shown only when there is more than one language. */
export function LanguageMenu({ languages = LANGUAGES, compact = false }: LanguageMenuProps) {
  const { t, i18n } = useTranslation();
  // The profile's language is the one the server writes notices, mails and certificates in.
  const saveLanguage = useUpdateSelf();
  if (languages.length < 2) return null;
  const current = i18n.language as Language;
  const currentName = LANGUAGE_NAMES[current] ?? current;

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {compact ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={`${t('shell.language')}: ${currentName}`}
          >
            <IconLanguage size={18} aria-hidden />
          </ActionIcon>
        ) : (
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconLanguage size={18} aria-hidden />}
            aria-label={`${t('shell.language')}: ${currentName}`}
          >
            {currentName}
          </Button>
        )}
      </Menu.Target>
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
