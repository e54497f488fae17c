/**
 * Reader types and their deck-completion rules (SPEC §3 "Content categories", "Exams allow only";
 * SPEC §4 "Deck completion per reader type"), as data. Every reader type is named exactly once in
 * READER_TYPE_GROUPS; the formats registry imports this table instead of repeating the lists.
 */

/** The rule groups of SPEC §4 "Deck completion per reader type". */
export type RuleGroup = 'simple' | 'delta' | 'reward' | 'maxOf' | 'scored';

/** How one group turns a completion event into a record. */
export interface ReaderTypeRule {
  group: RuleGroup;
  /** 'completion': 100 when complete else 0. 'max': max(previous, event), capped at 100. */
  viewedPercentage: 'completion' | 'max';
  /** Score is max(previous, event); otherwise the event's score is ignored ("no score"). */
  keepsBestScore: boolean;
  /** points += pointsDelta and coins += coinsDelta; otherwise both are held at 0. */
  accumulatesPointsAndCoins: boolean;
  /** viewAttempts rises only when the event's viewedPercentage is above 0 (assessment). */
  countsAttemptOnlyWhenViewed: boolean;
}

/**
 * Reader type -> rule group. One key per type: a type listed twice is a compile error.
 * SPEC §3 content categories first, then the extra reader types (htmldeck, qdf, recommendation,
 * scratchcard). Only document, video, story and survey are max-of types: SPEC §4 names exactly
 * those four, so look-alikes (reel, podcast, interactivevideo, poll, rating) follow the simple rule.
 */
export const READER_TYPE_GROUPS = {
  article: 'simple',
  story: 'maxOf',
  assessment: 'scored',
  game: 'scored',
  challenge: 'delta',
  survey: 'maxOf',
  document: 'maxOf',
  video: 'maxOf',
  reel: 'simple',
  checklist: 'simple',
  badge: 'delta',
  medal: 'delta',
  scorm: 'scored',
  scormexam: 'scored',
  certificate: 'delta',
  infographic: 'simple',
  gallery: 'simple',
  reward: 'reward',
  webinar: 'simple',
  event: 'simple',
  news: 'simple',
  faq: 'simple',
  rating: 'simple',
  productcatalog: 'simple',
  productcard: 'simple',
  productgrid: 'simple',
  productfaq: 'simple',
  calculator: 'delta',
  offer: 'delta',
  meme: 'simple',
  iframe: 'simple',
  leaderboard: 'delta',
  guidelines: 'simple',
  flashcards: 'delta',
  scratchcards: 'simple',
  course: 'simple',
  poll: 'simple',
  podcast: 'simple',
  playlist: 'simple',
  discussion: 'simple',
  photosubmission: 'simple',
  profiler: 'simple',
  recommender: 'simple',
  responsivetable: 'simple',
  videosubmission: 'simple',
  documentsubmission: 'simple',
  dialogue: 'simple',
  spotlight: 'simple',
  interactivevideo: 'simple',
  listicle: 'simple',
  interactivecharts: 'simple',
  jobpost: 'simple',
  downloadable: 'simple',
  htmldeck: 'simple',
  qdf: 'simple',
  recommendation: 'simple',
  scratchcard: 'simple',
} as const satisfies Record<string, RuleGroup>;

/** A base reader type (without the `deck` suffix). */
export type ReaderType = keyof typeof READER_TYPE_GROUPS;
export const READER_TYPES = Object.keys(READER_TYPE_GROUPS) as ReaderType[];

/** Reader types that are not SPEC §3 content categories. */
export const EXTRA_READER_TYPES = ['htmldeck', 'qdf', 'recommendation', 'scratchcard'] as const;
/** SPEC §3 content categories (every reader type except the extra ones). */
export const CONTENT_CATEGORIES = READER_TYPES.filter(
  (type) => !(EXTRA_READER_TYPES as readonly string[]).includes(type),
);

/** SPEC §3 "Exams allow only ...". */
export const EXAM_ALLOWED_READER_TYPES = [
  'guidelines',
  'scormexam',
  'assessment',
  'certificate',
  'badge',
  'medal',
  'reward',
  'scorm',
] as const satisfies readonly ReaderType[];

const NOT_SCORED = { keepsBestScore: false, countsAttemptOnlyWhenViewed: false } as const;

/** Group -> behaviour. */
export const READER_TYPE_RULES: Readonly<Record<RuleGroup, ReaderTypeRule>> = {
  simple: {
    group: 'simple',
    viewedPercentage: 'completion',
    accumulatesPointsAndCoins: false,
    ...NOT_SCORED,
  },
  delta: { group: 'delta', viewedPercentage: 'completion', accumulatesPointsAndCoins: true, ...NOT_SCORED },
  reward: {
    group: 'reward',
    viewedPercentage: 'completion',
    accumulatesPointsAndCoins: false,
    ...NOT_SCORED,
  },
  maxOf: { group: 'maxOf', viewedPercentage: 'max', accumulatesPointsAndCoins: false, ...NOT_SCORED },
  scored: {
    group: 'scored',
    viewedPercentage: 'max',
    keepsBestScore: true,
    accumulatesPointsAndCoins: true,
    countsAttemptOnlyWhenViewed: false,
  },
};

/** The assessment rule: the scored rule, but an attempt counts only when something was viewed. */
const ASSESSMENT_RULE: ReaderTypeRule = { ...READER_TYPE_RULES.scored, countsAttemptOnlyWhenViewed: true };

const BY_TYPE = new Map<string, ReaderType>(READER_TYPES.map((type) => [type, type]));
const DECK_SUFFIX = 'deck';

/**
 * The base reader type of a name, or undefined. An exact name wins (so `htmldeck` is itself, not
 * `html` + deck); otherwise one trailing `deck` is stripped (`articledeck` -> `article`,
 * `htmldeckdeck` -> `htmldeck`). Names are case-sensitive, as in the routes.
 */
export function baseReaderType(readerType: string): ReaderType | undefined {
  const exact = BY_TYPE.get(readerType);
  if (exact !== undefined || !readerType.endsWith(DECK_SUFFIX)) return exact;
  return BY_TYPE.get(readerType.slice(0, -DECK_SUFFIX.length));
}

/** The completion rule of a reader type (deck-suffixed names included), or undefined if unknown. */
export function ruleFor(readerType: string): ReaderTypeRule | undefined {
  const base = baseReaderType(readerType);
  if (base === undefined) return undefined;
  return base === 'assessment' ? ASSESSMENT_RULE : READER_TYPE_RULES[READER_TYPE_GROUPS[base]];
}

/** SPEC §3: may this reader type (deck suffix allowed) be part of an exam? */
export function isAllowedInExam(readerType: string): boolean {
  const base = baseReaderType(readerType);
  return base !== undefined && (EXAM_ALLOWED_READER_TYPES as readonly string[]).includes(base);
}

/**
 * SPEC §9: "off: checklist, certificate, scorm, scormexam, course and newer types". The newer types
 * are the last ones SPEC §3 lists (interactivecharts, jobpost, downloadable) and the extra reader
 * types.
 */
export const FORMATS_OFF_BY_DEFAULT: readonly ReaderType[] = [
  'checklist',
  'certificate',
  'scorm',
  'scormexam',
  'course',
  'interactivecharts',
  'jobpost',
  'downloadable',
  ...EXTRA_READER_TYPES,
];
