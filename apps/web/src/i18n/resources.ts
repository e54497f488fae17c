import type { Language } from '@lp/shared/constants';
import type serverErrorsEn from '@lp/shared/i18n/errors/en.json';
import type namesEn from '@lp/shared/i18n/names/en.json';
import { AUTH_MESSAGES } from '@lp/shared/sign-in';
import { VALIDATION_MESSAGES } from '@lp/shared/validation-rules';
import type adminEn from './locales/admin/en.json';
import type builderEn from './locales/builder/en.json';
import type clientsEn from './locales/clients/en.json';
import type courseAnalyticsEn from './locales/courseAnalytics/en.json';
import type enTexts from './locales/en.json';
import type formatsInteractiveEn from './locales/formatsInteractive/en.json';
import type formatsMediaEn from './locales/formatsMedia/en.json';
import type formatsReadingEn from './locales/formatsReading/en.json';
import type formatsScormEn from './locales/formatsScorm/en.json';
import type gamificationEn from './locales/gamification/en.json';
import type helpdeskEn from './locales/helpdesk/en.json';
import type loggingEn from './locales/logging/en.json';
import type profileEn from './locales/profile/en.json';
import type shortcutsEn from './locales/shortcuts/en.json';
import type socialEn from './locales/social/en.json';
import type teamAnalyticsEn from './locales/teamAnalytics/en.json';
import type usersAdminEn from './locales/usersAdmin/en.json';

/**
 * Client-side texts whose English lives in packages/shared (SPEC §5 rules, SPEC §8 fallbacks):
 * English comes from there, never re-typed; the other locale files translate these keys.
 */
export const sharedEnglish = {
  validation: VALIDATION_MESSAGES,
  authMessages: {
    resetFailed: AUTH_MESSAGES.resetFailed,
    resetLinkInvalid: AUTH_MESSAGES.resetLinkInvalid,
    authenticationFailed: AUTH_MESSAGES.authenticationFailed,
    invalidToken: AUTH_MESSAGES.invalidToken,
    guestsUnavailable: AUTH_MESSAGES.guestsUnavailable,
    registrationClosed: AUTH_MESSAGES.registrationClosed,
    confirmEmailSent: AUTH_MESSAGES.confirmEmailSent,
    confirmLinkInvalid: AUTH_MESSAGES.confirmLinkInvalid,
  },
};

/** The shape of a bundle, with plain strings (the shared English texts are literal types). */
type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type TranslationResource = Texts<typeof enTexts & typeof sharedEnglish & typeof namesEn>;

/**
 * Every namespace and the shape of its bundles. 'translation' is locales/<lang>.json; any other
 * namespace is a folder, locales/<namespace>/<lang>.json, whose English file gives the keys.
 */
export interface AppResources {
  translation: TranslationResource;
  gamification: Texts<typeof gamificationEn>;
  builder: Texts<typeof builderEn>;
  admin: Texts<typeof adminEn>;
  profile: Texts<typeof profileEn>;
  social: Texts<typeof socialEn>;
  formatsReading: Texts<typeof formatsReadingEn>;
  formatsInteractive: Texts<typeof formatsInteractiveEn>;
  formatsMedia: Texts<typeof formatsMediaEn>;
  formatsScorm: Texts<typeof formatsScormEn>;
  usersAdmin: Texts<typeof usersAdminEn>;
  teamAnalytics: Texts<typeof teamAnalyticsEn>;
  courseAnalytics: Texts<typeof courseAnalyticsEn>;
  helpdesk: Texts<typeof helpdeskEn>;
  logging: Texts<typeof loggingEn>;
  shortcuts: Texts<typeof shortcutsEn>;
  clients: Texts<typeof clientsEn>;
  /** The server's error messages by their `messageKey`, from packages/shared/src/i18n/errors. */
  serverErrors: Texts<typeof serverErrorsEn>;
}
export type Namespace = keyof AppResources;

export type Bundle = Record<string, unknown>;
const mainBundles = import.meta.glob<Bundle>('./locales/*.json', { import: 'default' });
const serverErrorBundles = import.meta.glob<Bundle>('../../../../packages/shared/src/i18n/errors/*.json', {
  import: 'default',
});
/** Level and stage names (`levels.Novice`, `stages.Newbie`), shared with the texts the server writes. */
const nameBundles = import.meta.glob<Bundle>('../../../../packages/shared/src/i18n/names/*.json', {
  import: 'default',
});

/** The namespace of the API's error texts; its files are shared with the server's key catalogue. */
export const SERVER_ERRORS_NS = 'serverErrors';

/**
 * One language's bundle of one namespace, fetched on first use: a learner downloads only their
 * language (and English, the fallback), and a namespace only when a screen that uses it opens.
 */
export async function loadBundle(language: string, namespace: string): Promise<Bundle> {
  if (namespace === 'translation') {
    const load = mainBundles[`./locales/${language}.json`];
    const loadNames = nameBundles[`../../../../packages/shared/src/i18n/names/${language}.json`];
    if (!load || !loadNames) throw new Error(`No translations for ${language}`);
    const [texts, names] = await Promise.all([load(), loadNames()]);
    return language === 'en' ? { ...texts, ...names, ...sharedEnglish } : { ...texts, ...names };
  }
  if (namespace === SERVER_ERRORS_NS) {
    const load = serverErrorBundles[`../../../../packages/shared/src/i18n/errors/${language}.json`];
    if (!load) throw new Error(`No ${namespace} translations for ${language}`);
    return load();
  }
  // A screen's own namespace. The list of those files (17 namespaces in 9 languages) comes with the
  // first one a screen asks for: the sign-in page and the home use none.
  const { loadNamespaceBundle } = await import('./namespace-bundles.ts');
  return loadNamespaceBundle(language, namespace);
}

/** Each language's name in its own script, for the language menu. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  hi: 'हिन्दी',
  mr: 'मराठी',
  bn: 'বাংলা',
  kn: 'ಕನ್ನಡ',
  ml: 'മലയാളം',
  ta: 'தமிழ்',
  te: 'తెలుగు',
};
