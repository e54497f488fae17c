import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@lp/shared/constants';
import type { ScormItemStatus } from '@lp/shared/formats/scorm';
import { createInstance } from 'i18next';
import { loadBundle } from '../../../i18n/resources.ts';

/** The player's texts in one language (the formatsScorm namespace's `player` part). */
export interface PlayerTexts {
  language: Language;
  contents: string;
  previous: string;
  next: string;
  status: Record<ScormItemStatus, string>;
  notFramed: string;
  cannotStart: string;
}

const STATUS_KEYS = {
  'not attempted': 'notAttempted',
  incomplete: 'incomplete',
  completed: 'completed',
  passed: 'passed',
  failed: 'failed',
} as const satisfies Record<ScormItemStatus, string>;

/**
 * The player page runs on the content origin without the app's React or its i18next instance; the
 * app names the reader's language in the player's address (`lang`), and the player loads that
 * language's formatsScorm texts (English as the fallback) into an i18next instance of its own.
 */
export async function loadPlayerTexts(requested: string | null): Promise<PlayerTexts> {
  const language = (LANGUAGES as readonly string[]).includes(requested ?? '')
    ? (requested as Language)
    : DEFAULT_LANGUAGE;
  const languages = [...new Set([language, DEFAULT_LANGUAGE])];
  const bundles = await Promise.all(languages.map((lang) => loadBundle(lang, 'formatsScorm')));
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: ['formatsScorm'],
    resources: Object.fromEntries(languages.map((lang, n) => [lang, { formatsScorm: bundles[n] ?? {} }])),
    interpolation: { escapeValue: false },
  });
  const t = i18n.getFixedT(language, 'formatsScorm');
  return {
    language,
    contents: t('player.contents'),
    previous: t('player.previous'),
    next: t('player.next'),
    status: Object.fromEntries(
      Object.entries(STATUS_KEYS).map(([status, key]) => [status, t(`player.status.${key}`)]),
    ) as Record<ScormItemStatus, string>,
    notFramed: t('player.notFramed'),
    cannotStart: t('player.cannotStart'),
  };
}
