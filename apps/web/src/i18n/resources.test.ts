import { AUTH_MESSAGES } from '@lp/shared/auth';
import { LANGUAGES } from '@lp/shared/constants';
import { VALIDATION_MESSAGES } from '@lp/shared/validation';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './namespaces.ts';
import { loadBundle, SERVER_ERRORS_NS } from './resources.ts';

type Bundle = Record<string, unknown>;

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function leaf(bundle: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Bundle | undefined)?.[part], bundle);
}

const placeholders = (text: unknown) =>
  String(text)
    .match(/{{\w+}}/g)
    ?.sort() ?? [];

const onDisk = import.meta.glob<Bundle>('./locales/**/*.json', { eager: true, import: 'default' });

describe.each(NAMESPACES)('the %s namespace', (namespace) => {
  it.each(LANGUAGES.filter((lang) => lang !== 'en'))(
    '%s has every English key, translated, with its placeholders',
    async (lang) => {
      const english = await loadBundle('en', namespace);
      const bundle = await loadBundle(lang, namespace);
      const englishKeys = keysOf(english).sort();
      expect(keysOf(bundle).sort()).toEqual(englishKeys);
      const untranslated = englishKeys.filter((key) => leaf(bundle, key) === leaf(english, key));
      expect(untranslated).toEqual([]);
      for (const key of englishKeys) {
        expect([key, placeholders(leaf(bundle, key))]).toEqual([key, placeholders(leaf(english, key))]);
      }
    },
  );
});

describe('translations', () => {
  it('has a file for every language in every namespace folder', () => {
    // The server's error texts live in packages/shared, which checks its own files.
    const folders = NAMESPACES.filter((ns) => ns !== 'translation' && ns !== SERVER_ERRORS_NS);
    for (const folder of folders) {
      for (const lang of LANGUAGES) expect(onDisk[`./locales/${folder}/${lang}.json`]).toBeDefined();
    }
  });

  it('keeps the interpolation placeholders of the welcome', async () => {
    for (const lang of LANGUAGES) {
      expect(leaf(await loadBundle(lang, 'translation'), 'home.welcome')).toContain('{{name}}');
    }
  });

  it('takes the English client-side rule messages from packages/shared', async () => {
    const en = await loadBundle('en', 'translation');
    expect(en.validation).toEqual(VALIDATION_MESSAGES);
    expect(leaf(en, 'authMessages.resetFailed')).toBe(AUTH_MESSAGES.resetFailed);
    expect(leaf(en, 'authMessages.invalidToken')).toBe('Invalid token');
    expect(leaf(en, 'auth.tokenLogin.clearAndRetry')).toBe('Clear Cache and Retry');
  });

  it('uses the exact English texts of the SPEC', async () => {
    const en = await loadBundle('en', 'translation');
    expect(leaf(en, 'common.loading')).toBe('Loading...');
    expect(leaf(en, 'errors.title')).toBe('Something went wrong');
    expect(leaf(en, 'errors.notAuthorized')).toBe('You are not authorized to see this page');
  });
});
