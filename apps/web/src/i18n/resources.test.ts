import { AUTH_MESSAGES } from '@lp/shared/auth';
import { LANGUAGES } from '@lp/shared/constants';
import { VALIDATION_MESSAGES } from '@lp/shared/validation';
import { describe, expect, it } from 'vitest';
import { gamificationTranslations, translations } from './resources.ts';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function leaf(bundle: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle);
}

describe('translations', () => {
  const englishKeys = keysOf(translations.en).sort();

  it.each(LANGUAGES.filter((lang) => lang !== 'en'))('%s has every key and translates it', (lang) => {
    const bundle = translations[lang];
    expect(keysOf(bundle).sort()).toEqual(englishKeys);
    const untranslated = englishKeys.filter((key) => leaf(bundle, key) === leaf(translations.en, key));
    expect(untranslated).toEqual([]);
  });

  it('keeps the interpolation placeholders', () => {
    for (const lang of LANGUAGES) expect(translations[lang].home.welcome).toContain('{{name}}');
  });

  it('keeps the placeholders of every English text', () => {
    const placeholders = (text: unknown) =>
      String(text)
        .match(/{{\w+}}/g)
        ?.sort() ?? [];
    for (const lang of LANGUAGES) {
      for (const key of englishKeys) {
        expect([lang, key, placeholders(leaf(translations[lang], key))]).toEqual([
          lang,
          key,
          placeholders(leaf(translations.en, key)),
        ]);
      }
    }
  });

  it('takes the English client-side rule messages from packages/shared', () => {
    expect(translations.en.validation).toEqual(VALIDATION_MESSAGES);
    expect(translations.en.authMessages.resetFailed).toBe(AUTH_MESSAGES.resetFailed);
    expect(translations.en.authMessages.invalidToken).toBe('Invalid token');
    expect(translations.en.auth.tokenLogin.clearAndRetry).toBe('Clear Cache and Retry');
  });

  it('uses the exact English texts of the SPEC', () => {
    expect(translations.en.common.loading).toBe('Loading...');
    expect(translations.en.errors.title).toBe('Something went wrong');
    expect(translations.en.errors.notAuthorized).toBe('You are not authorized to see this page');
  });
});

describe('gamification translations', () => {
  const englishKeys = keysOf(gamificationTranslations.en).sort();
  const placeholders = (text: unknown) =>
    String(text)
      .match(/{{\w+}}/g)
      ?.sort() ?? [];

  it.each(LANGUAGES.filter((lang) => lang !== 'en'))(
    '%s has every key, translated, with its placeholders',
    (lang) => {
      const bundle = gamificationTranslations[lang];
      expect(keysOf(bundle).sort()).toEqual(englishKeys);
      const untranslated = englishKeys.filter(
        (key) => leaf(bundle, key) === leaf(gamificationTranslations.en, key),
      );
      expect(untranslated).toEqual([]);
      for (const key of englishKeys) {
        expect([key, placeholders(leaf(bundle, key))]).toEqual([
          key,
          placeholders(leaf(gamificationTranslations.en, key)),
        ]);
      }
    },
  );
});
