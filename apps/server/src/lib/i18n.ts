import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@lp/shared/constants';

export type { Language };

import type { MessageParams } from '@lp/shared/i18n/message-keys';
import bn from '@lp/shared/i18n/messages/bn.json';
import de from '@lp/shared/i18n/messages/de.json';
import en from '@lp/shared/i18n/messages/en.json';
import hi from '@lp/shared/i18n/messages/hi.json';
import kn from '@lp/shared/i18n/messages/kn.json';
import ml from '@lp/shared/i18n/messages/ml.json';
import mr from '@lp/shared/i18n/messages/mr.json';
import ta from '@lp/shared/i18n/messages/ta.json';
import te from '@lp/shared/i18n/messages/te.json';
import namesBn from '@lp/shared/i18n/names/bn.json';
import namesDe from '@lp/shared/i18n/names/de.json';
import namesEn from '@lp/shared/i18n/names/en.json';
import namesHi from '@lp/shared/i18n/names/hi.json';
import namesKn from '@lp/shared/i18n/names/kn.json';
import namesMl from '@lp/shared/i18n/names/ml.json';
import namesMr from '@lp/shared/i18n/names/mr.json';
import namesTa from '@lp/shared/i18n/names/ta.json';
import namesTe from '@lp/shared/i18n/names/te.json';
import { createInstance } from 'i18next';
import { z } from 'zod';

/** The texts the server writes (notices, mails, SMS, certificates), one file per language in packages/shared. */
export const SERVER_TEXTS = { en, de, hi, mr, bn, kn, ml, ta, te } satisfies Record<Language, unknown>;

/**
 * Level and stage names (`levels.Novice`, `stages.Newbie`), the same files the web app reads: a
 * notice names a level as `$t(levels.{{level}})` with SPEC's English name as the value.
 */
const NAMES = {
  en: namesEn,
  de: namesDe,
  hi: namesHi,
  mr: namesMr,
  bn: namesBn,
  kn: namesKn,
  ml: namesMl,
  ta: namesTa,
  te: namesTe,
} satisfies Record<Language, unknown>;

/** A text by key and values, translated when it is written or read (`notices.enrolment.title`). */
export interface TextRef {
  key: string;
  params?: MessageParams;
}

const i18n = createInstance();
void i18n.init({
  resources: Object.fromEntries(
    Object.entries(SERVER_TEXTS).map(([lang, texts]) => [
      lang,
      { messages: { ...texts, ...NAMES[lang as Language] } },
    ]),
  ),
  ns: ['messages'],
  defaultNS: 'messages',
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  // Mail and SMS are plain text; user content in them is not HTML-escaped (HTML is never built from them).
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/**
 * The language to write to a user in: their own (`users.lang`), else their team's first language,
 * else English.
 */
export function recipientLanguage(
  userLang: string | null | undefined,
  teamLanguages: readonly string[] | null | undefined = [],
): Language {
  if (isLanguage(userLang)) return userLang;
  return teamLanguages?.find(isLanguage) ?? DEFAULT_LANGUAGE;
}

/** One server text in a language; a date value is formatted for that language by Intl (`{{date, datetime}}`). */
export function translate(lang: Language, key: string, params: Record<string, unknown> = {}): string {
  return i18n.t(key, { ...params, lng: lang }) as string;
}

/** Whether a key names a server text (a notice stored before a key existed still renders its own text). */
export const hasText = (key: string) => i18n.exists(key, { lng: DEFAULT_LANGUAGE });

/** A mail body: the greeting in the recipient's language, a blank line, the text, a final newline. */
export function mailBody(lang: Language, name: string, text: string): string {
  return `${translate(lang, 'mail.greeting', { name })}\n\n${text}\n`;
}

/**
 * A notice by key: `<key>.title` and `<key>.text` of the server texts with their values, and an
 * untranslated note (a colleague's own words) after the text.
 */
export interface NoticeText {
  key: string;
  params?: MessageParams;
  note?: string;
}

const noticeTextSchema = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  note: z.string().optional(),
});

/** The notice's title and text in a language. */
export function noticeIn(lang: Language, text: NoticeText): { title: string; text: string } {
  // A notice whose whole text is someone's own words (a reply) has a title only.
  const body = hasText(`${text.key}.text`) ? translate(lang, `${text.key}.text`, text.params) : '';
  return {
    title: translate(lang, `${text.key}.title`, text.params),
    text: [body, text.note].filter(Boolean).join('\n\n'),
  };
}

/** The key a notice was written with (in its `meta.text`), if it has one this server still knows. */
export function noticeTextOf(meta: unknown): NoticeText | undefined {
  const parsed = noticeTextSchema.safeParse((meta as { text?: unknown } | null)?.text);
  if (!parsed.success || !hasText(`${parsed.data.key}.title`)) return undefined;
  const { key, params, note } = parsed.data;
  return { key, ...(params ? { params } : {}), ...(note ? { note } : {}) };
}

/**
 * A notice by key, with its English title and text (kept beside the key, for readers of the
 * stored row) and the `meta.text` that lets each recipient read it in their own language.
 */
export function keyedNotice(text: NoticeText) {
  return { ...noticeIn(DEFAULT_LANGUAGE, text), meta: { text } };
}
