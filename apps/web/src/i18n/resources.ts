import { AUTH_MESSAGES } from '@lp/shared/auth';
import type { Language } from '@lp/shared/constants';
import { VALIDATION_MESSAGES } from '@lp/shared/validation';
import bn from './locales/bn.json';
import de from './locales/de.json';
import enTexts from './locales/en.json';
import gamificationBn from './locales/gamification/bn.json';
import gamificationDe from './locales/gamification/de.json';
import gamificationEn from './locales/gamification/en.json';
import gamificationHi from './locales/gamification/hi.json';
import gamificationKn from './locales/gamification/kn.json';
import gamificationMl from './locales/gamification/ml.json';
import gamificationMr from './locales/gamification/mr.json';
import gamificationTa from './locales/gamification/ta.json';
import gamificationTe from './locales/gamification/te.json';
import hi from './locales/hi.json';
import kn from './locales/kn.json';
import ml from './locales/ml.json';
import mr from './locales/mr.json';
import ta from './locales/ta.json';
import te from './locales/te.json';

/**
 * Client-side texts whose English lives in packages/shared (SPEC §5 rules, SPEC §8 fallbacks):
 * English comes from there, never re-typed; the other locale files translate these keys.
 */
const sharedEnglish = {
  validation: VALIDATION_MESSAGES,
  authMessages: {
    resetFailed: AUTH_MESSAGES.resetFailed,
    resetLinkInvalid: AUTH_MESSAGES.resetLinkInvalid,
    authenticationFailed: AUTH_MESSAGES.authenticationFailed,
    invalidToken: AUTH_MESSAGES.invalidToken,
    guestsUnavailable: AUTH_MESSAGES.guestsUnavailable,
    registrationClosed: AUTH_MESSAGES.registrationClosed,
  },
};

/** The shape of a bundle, with plain strings (the shared English texts are literal types). */
type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type TranslationResource = Texts<typeof enTexts & typeof sharedEnglish>;

const en: TranslationResource = { ...enTexts, ...sharedEnglish };

/** One bundle per UI language (SPEC §1); every bundle has the same keys as English. */
export const translations: Record<Language, TranslationResource> = { en, de, hi, mr, bn, kn, ml, ta, te };

/** The 'gamification' namespace (leaderboard, rewards, level-up); every bundle has the English keys. */
export type GamificationResource = Texts<typeof gamificationEn>;

export const gamificationTranslations: Record<Language, GamificationResource> = {
  en: gamificationEn,
  de: gamificationDe,
  hi: gamificationHi,
  mr: gamificationMr,
  bn: gamificationBn,
  kn: gamificationKn,
  ml: gamificationMl,
  ta: gamificationTa,
  te: gamificationTe,
};

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
