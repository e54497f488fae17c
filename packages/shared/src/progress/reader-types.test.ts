import { describe, expect, it } from 'vitest';
import {
  baseReaderType,
  CONTENT_CATEGORIES,
  EXTRA_READER_TYPES,
  isAllowedInExam,
  READER_TYPES,
  ruleFor,
} from './reader-types.ts';

/** SPEC §3 "Content categories", copied in the SPEC's order. */
const SPEC_CATEGORIES =
  'article, story, assessment, game, challenge, survey, document, video, reel, checklist, badge, medal, scorm, scormexam, certificate, infographic, gallery, reward, webinar, event, news, faq, rating, productcatalog, productcard, productgrid, productfaq, calculator, offer, meme, iframe, leaderboard, guidelines, flashcards, scratchcards, course, poll, podcast, playlist, discussion, photosubmission, profiler, recommender, responsivetable, videosubmission, documentsubmission, dialogue, spotlight, interactivevideo, listicle, interactivecharts, jobpost, downloadable'.split(
    ', ',
  );

describe('reader-type table (SPEC §3)', () => {
  it('lists every SPEC category once, plus the extra reader types', () => {
    expect(CONTENT_CATEGORIES).toEqual(SPEC_CATEGORIES);
    expect(READER_TYPES).toEqual([...SPEC_CATEGORIES, ...EXTRA_READER_TYPES]);
    expect(new Set(READER_TYPES).size).toBe(READER_TYPES.length);
  });

  it.each(READER_TYPES)('%s and %sdeck both have a rule', (type) => {
    expect(ruleFor(type)).toBeDefined();
    expect(ruleFor(`${type}deck`)).toEqual(ruleFor(type));
    expect(baseReaderType(`${type}deck`)).toBe(type);
  });

  it.each([
    // SPEC §4 bullet: simple types (article, gallery, faq, checklist and other video-like types)
    ...[
      'article',
      'gallery',
      'faq',
      'checklist',
      'reel',
      'podcast',
      'interactivevideo',
      'qdf',
      'htmldeck',
    ].map((t) => [t, 'simple'] as const),
    // exceptions accumulating pointsDelta and coinsDelta
    ...['badge', 'medal', 'certificate', 'offer', 'challenge', 'flashcards', 'calculator', 'leaderboard'].map(
      (t) => [t, 'delta'] as const,
    ),
    ['reward', 'reward'],
    ...['document', 'video', 'story', 'survey'].map((t) => [t, 'maxOf'] as const),
    ...['scorm', 'scormexam', 'assessment', 'game'].map((t) => [t, 'scored'] as const),
  ] as const)('%s follows the %s rule', (type, group) => {
    expect(ruleFor(type)?.group).toBe(group);
  });

  it('only assessment counts an attempt only when something was viewed', () => {
    const counting = READER_TYPES.filter((t) => ruleFor(t)?.countsAttemptOnlyWhenViewed);
    expect(counting).toEqual(['assessment']);
  });

  it.each([
    ['htmldeck', 'htmldeck'],
    ['htmldeckdeck', 'htmldeck'],
    ['articledeck', 'article'],
    ['assessmentdeck', 'assessment'],
    ['html', undefined],
    ['deck', undefined],
    ['articledeckdeck', undefined],
    ['Article', undefined],
    ['', undefined],
    ['constructor', undefined],
    ['__proto__', undefined],
    ['toStringdeck', undefined],
  ])('baseReaderType(%j) = %j', (name, base) => {
    expect(baseReaderType(name)).toBe(base);
    expect(ruleFor(name) === undefined).toBe(base === undefined);
  });

  it.each([
    ['assessment', true],
    ['scormexamdeck', true],
    ['guidelines', true],
    ['reward', true],
    ['video', false],
    ['article', false],
    ['nope', false],
  ])('exam allows %s: %s', (type, allowed) => {
    expect(isAllowedInExam(type)).toBe(allowed);
  });
});
