import type { Language } from '@lp/shared/constants';
import bn from './locales/bn.json';
import de from './locales/de.json';
import en from './locales/en.json';
import hi from './locales/hi.json';
import kn from './locales/kn.json';
import ml from './locales/ml.json';
import mr from './locales/mr.json';
import ta from './locales/ta.json';
import te from './locales/te.json';

export type TranslationResource = typeof en;

/** One bundle per UI language (SPEC §1); every bundle has the same keys as English. */
export const translations: Record<Language, TranslationResource> = { en, de, hi, mr, bn, kn, ml, ta, te };

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
