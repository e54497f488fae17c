import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@lp/shared/constants';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useAuthStore } from '../lib/auth-store.ts';
import { useUiStore } from '../lib/ui-store.ts';
import {
  type GamificationResource,
  gamificationTranslations,
  type TranslationResource,
  translations,
} from './resources.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: TranslationResource; gamification: GamificationResource };
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

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      { translation: translations[lang], gamification: gamificationTranslations[lang] },
    ]),
  ),
  lng: currentLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
document.documentElement.lang = i18n.language;

useAuthStore.subscribe(() => applyLanguage(currentLanguage()));
useUiStore.subscribe(() => applyLanguage(currentLanguage()));

export { i18n };
