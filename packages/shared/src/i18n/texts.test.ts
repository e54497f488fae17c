import { readdirSync, readFileSync } from 'node:fs';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, LEVELS, STAGES } from '../constants.ts';
import { COUPON_MESSAGES } from '../gamification/rewards.ts';
import { SOCIAL_MESSAGES, SOCIAL_NOTICES } from '../social/index.ts';
import { TAG_MESSAGES } from '../tags.ts';
import {
  KEYED_CATALOGUES,
  KEYED_TEMPLATES,
  keyedMessage,
  keyedMessageKeys,
  messageKeyOf,
} from './message-keys.ts';

type Bundle = Record<string, unknown>;
const FOLDERS = ['errors', 'messages', 'names'] as const;

const read = (folder: string, lang: string): Bundle =>
  JSON.parse(readFileSync(new URL(`./${folder}/${lang}.json`, import.meta.url), 'utf8'));

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}
const leaf = (bundle: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Bundle | undefined)?.[part], bundle);
/** The values a text takes (`{{course}}`) and the names it nests (`$t(levels.{{level}})`). */
const placeholders = (text: unknown) => (String(text).match(/\$t\([\w.{} ,]+\)|{{[\w ,]+}}/g) ?? []).sort();

describe.each(FOLDERS)('the server texts of %s/', (folder) => {
  it('has one file per language, and nothing else', () => {
    const files = readdirSync(new URL(`./${folder}/`, import.meta.url)).sort();
    expect(files).toEqual(LANGUAGES.map((lang) => `${lang}.json`).sort());
  });

  it.each(LANGUAGES.filter((lang) => lang !== 'en'))(
    '%s has every English key, translated, with its placeholders',
    (lang) => {
      const english = read(folder, 'en');
      const bundle = read(folder, lang);
      const englishKeys = keysOf(english).sort();
      expect(keysOf(bundle).sort()).toEqual(englishKeys);
      expect(englishKeys.filter((key) => leaf(bundle, key) === leaf(english, key))).toEqual([]);
      for (const key of englishKeys) {
        expect([key, placeholders(leaf(bundle, key))]).toEqual([key, placeholders(leaf(english, key))]);
      }
    },
  );
});

describe('level and stage names', () => {
  it("names SPEC's levels and stages, each once, in every language", () => {
    for (const lang of LANGUAGES) {
      const names = read('names', lang) as { levels: Bundle; stages: Bundle };
      expect(Object.keys(names).sort()).toEqual(['levels', 'stages']);
      expect(Object.keys(names.levels)).toEqual(LEVELS.map((level) => level.name));
      expect(Object.keys(names.stages)).toEqual(STAGES.map((stage) => stage.name));
    }
    const english = read('names', 'en') as { levels: Bundle; stages: Bundle };
    for (const { name } of [...LEVELS, ...STAGES])
      expect(english.levels[name] ?? english.stages[name]).toBe(name);
  });

  it("nests the names into the level and stage notices, in the reader's language", () => {
    const i18n = createInstance();
    i18n.init({
      resources: Object.fromEntries(
        LANGUAGES.map((lang) => [lang, { messages: { ...read('messages', lang), ...read('names', lang) } }]),
      ),
      defaultNS: 'messages',
      lng: 'en',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    const de = (key: string, params: object) => i18n.t(key, { ...params, lng: 'de' });
    expect(de('notices.levelUp.title', { level: 'Apprentice' })).toBe('Neue Stufe: Lehrling');
    expect(de('notices.stageUp.text', { stage: 'Rookie' })).toBe('Sie sind jetzt Anfänger.');
    for (const lang of LANGUAGES) {
      for (const { name } of LEVELS) {
        const title = i18n.t('notices.levelUp.title', { level: name, lng: lang });
        expect(title).toContain((read('names', lang) as { levels: Bundle }).levels[name]);
      }
    }
  });
});

describe('server notices with English in a catalogue', () => {
  it('writes the moderation notices in English as SOCIAL_NOTICES says', () => {
    const notices = read('messages', 'en').notices as Record<string, { title: string }>;
    for (const [kind, title] of Object.entries(SOCIAL_NOTICES)) expect(notices[kind]?.title).toBe(title);
  });
});

describe('keyed API messages', () => {
  const i18n = createInstance();
  i18n.init({
    lng: 'en',
    resources: { en: { errors: read('errors', 'en') } },
    defaultNS: 'errors',
    interpolation: { escapeValue: false },
    initAsync: false,
  });

  it('translates every key the server may send, except the form rules the web app translates itself', () => {
    const sent = keyedMessageKeys().filter((key) => !key.startsWith('validation.'));
    const base = (key: string) => key.replace(/_(one|other)$/, '');
    expect([...new Set(keysOf(read('errors', 'en')).map(base))].sort()).toEqual(sent);
  });

  it('keeps the exact English of SPEC for every fixed message', () => {
    for (const messages of Object.values(KEYED_CATALOGUES)) {
      for (const text of Object.values(messages)) {
        if (typeof text !== 'string') continue;
        // A text two catalogues share goes out with the key of the first one.
        const key = messageKeyOf(text) ?? '';
        if (key.startsWith('validation.')) continue;
        expect([key, i18n.t(key)]).toEqual([key, text]);
      }
    }
  });

  it('sends one key for a text two catalogues share', () => {
    expect(messageKeyOf(SOCIAL_MESSAGES.commentRequired)).toBe('comment.textRequired');
    expect(messageKeyOf(TAG_MESSAGES.nameRequired)).toBe('common.nameRequired');
    expect(messageKeyOf(COUPON_MESSAGES.required)).toBe('validation.couponRequired');
  });

  it('renders each message with values as the server writes it, in the singular and the plural', () => {
    const samples: Record<string, unknown[][]> = {
      'auth.teamLoginRequired': [['acme']],
      'team.nameTaken': [['acme']],
      'emailDomain.otherDomain': [['acme.com']],
      'social.muted': [['Wed, 02 Dec 2026 10:00:00 GMT']],
      'builder.examFormatNotAllowed': [['scorm']],
      'builder.unknownReaderType': [['holodeck']],
      'builder.formatDisabled': [['checklist']],
      'courseAccess.notOpen': [['locked'], ['ended']],
      'tag.taken': [['Onboarding']],
      'upload.tooLarge': [[1024 * 1024 + 1, 1024]],
    };
    for (const key of Object.keys(KEYED_TEMPLATES) as (keyof typeof KEYED_TEMPLATES)[]) {
      for (const args of samples[key] ?? [[1], [5]]) {
        const keyed = (keyedMessage as (k: string, ...a: unknown[]) => ReturnType<typeof keyedMessage>)(
          key,
          ...args,
        );
        expect(keyed.messageKey).toBe(key);
        expect(i18n.t(key, keyed.params)).toBe(keyed.message);
      }
    }
  });

  it('finds the key of a fixed message by its English text', () => {
    expect(messageKeyOf('Incorrect username or password.')).toBe('auth.wrongCredentials');
    expect(messageKeyOf('Malformed email address')).toBe('validation.emailMalformed');
    expect(messageKeyOf('Some text nobody keys')).toBeUndefined();
  });
});
