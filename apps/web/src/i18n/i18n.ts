import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@lp/shared/constants';
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { useAuthStore } from '../lib/auth-store.ts';
import { useUiStore } from '../lib/ui-store.ts';
import { type AppResources, loadBundle, SERVER_ERRORS_NS } from './resources.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: AppResources;
  }
}

/** SPEC §1: the profile's language when logged in, else the locally stored one. */
export function currentLanguage(): Language {
  const { isUserLoggedIn, user } = useAuthStore.getState();
  return isUserLoggedIn && user ? user.lang : useUiStore.getState().language;
}

function applyLanguage(language: Language): void {
  document.documentElement.lang = language;
  if (i18n.language !== language) void i18n.changeLanguage(language);
}

/** Resolves once the current language's main texts (and English) are loaded. */
export const i18nReady = i18n
  .use(resourcesToBackend(loadBundle))
  .use(initReactI18next)
  .init({
    lng: currentLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: ['translation'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  .then(async () => {
    document.documentElement.lang = i18n.language;
    if (i18n.language !== DEFAULT_LANGUAGE) await i18n.loadNamespaces(SERVER_ERRORS_NS);
  });

/**
 * The API's error texts, for readers of another language than English (English readers see the
 * server's own message), loaded with the language so that an error can show at once.
 */
i18n.on('languageChanged', (language) => {
  if (language !== DEFAULT_LANGUAGE) void i18n.loadNamespaces(SERVER_ERRORS_NS);
});

useAuthStore.subscribe(() => applyLanguage(currentLanguage()));
useUiStore.subscribe(() => applyLanguage(currentLanguage()));

export { i18n };
