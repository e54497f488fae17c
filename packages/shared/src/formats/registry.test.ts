import { describe, expect, it } from 'vitest';
import { READER_TYPES } from '../progress/reader-types.ts';
import { formatIconOf } from './format-icons.ts';
import { FORMATS, formatOf, parseFormatContent } from './registry.ts';

describe('format registry', () => {
  it('defines every reader type once, with a name and an icon', () => {
    expect(Object.keys(FORMATS).sort()).toEqual([...READER_TYPES].sort());
    for (const format of Object.values(FORMATS)) {
      expect(format.name.length).toBeGreaterThan(0);
      expect(format.icon).toMatch(/^Icon[A-Z]/);
    }
  });

  it('reads an icon without the schemas, deck suffix allowed, as the registry gives it', () => {
    expect(formatIconOf('articledeck')).toBe(FORMATS.article.icon);
    expect(formatIconOf('scormexam')).toBe('IconPackage');
    expect(formatIconOf('nope')).toBeUndefined();
  });

  it('names iframe "Webpage" and resolves deck-suffixed names', () => {
    expect(FORMATS.iframe.name).toBe('Webpage');
    expect(formatOf('articledeck')?.readerType).toBe('article');
    expect(formatOf('htmldeck')?.readerType).toBe('htmldeck');
    expect(formatOf('nope')).toBeUndefined();
  });

  it('allows in exams exactly the SPEC §3 list', () => {
    const allowed = Object.values(FORMATS)
      .filter((format) => format.examAllowed)
      .map((format) => format.readerType)
      .sort();
    expect(allowed).toEqual(
      ['assessment', 'badge', 'certificate', 'guidelines', 'medal', 'reward', 'scorm', 'scormexam'].sort(),
    );
  });

  it('turns off by default the formats SPEC §9 names', () => {
    for (const type of ['checklist', 'certificate', 'scorm', 'scormexam', 'course'] as const) {
      expect(FORMATS[type].enabledByDefault).toBe(false);
    }
    expect(FORMATS.article.enabledByDefault).toBe(true);
    expect(FORMATS.assessment.enabledByDefault).toBe(true);
  });

  it('checks content against the format schema', () => {
    expect(parseFormatContent('article', { html: '<p>Hi</p>' })?.success).toBe(true);
    expect(parseFormatContent('faq', { items: [] })?.success).toBe(false);
    expect(parseFormatContent('unknown', {})).toBeUndefined();
  });
});
