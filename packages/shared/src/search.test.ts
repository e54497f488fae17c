import { describe, expect, it } from 'vitest';
import { isSafeLink } from './links.ts';
import { isSearchable, searchTextSchema, stripSearchText, suggestsTags } from './search.ts';
import { tagNameSchema } from './tags.ts';

describe('search text (SPEC §5)', () => {
  it('keeps only letters, digits, underscore, space and hyphen', () => {
    expect(stripSearchText('<b>fire</b> & "drill"!')).toBe('bfireb drill');
    expect(stripSearchText('  snake_case  kebab-case 42 ')).toBe('snake_case kebab-case 42');
    expect(stripSearchText('Müller Ærø')).toBe('Müller Ærø');
    // Vowel signs are part of the word in Indic scripts.
    expect(stripSearchText('सुरक्षा!')).toBe('सुरक्षा');
    expect(stripSearchText('tab\there\nnewline')).toBe('tabherenewline');
  });

  it('needs 3 characters after stripping, for suggestions, tags and submit', () => {
    expect(isSearchable('ab!')).toBe(false);
    expect(isSearchable('a b')).toBe(true);
    expect(suggestsTags('abc')).toBe(true);
    expect(suggestsTags('  ab  ')).toBe(false);
    expect(searchTextSchema.safeParse('!!ab??').success).toBe(false);
    expect(searchTextSchema.parse(' fire%drill ')).toBe('firedrill');
    expect(searchTextSchema.safeParse('x'.repeat(101)).success).toBe(false);
  });
});

describe('links', () => {
  it('allows http(s) URLs and app paths only', () => {
    for (const ok of ['https://example.com/x?y=1', 'http://example.com', '/tags/safety', '/']) {
      expect(isSafeLink(ok), ok).toBe(true);
    }
    for (const bad of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example.com',
      '/\\evil.example.com',
      'https://',
      'ftp://example.com',
      'relative/path',
      '/a b',
      '',
    ]) {
      expect(isSafeLink(bad), bad).toBe(false);
    }
  });
});

describe('tag names', () => {
  it('take what search keeps, trimmed', () => {
    expect(tagNameSchema.parse('  Fire   safety ')).toBe('Fire safety');
    expect(tagNameSchema.safeParse('C#').success).toBe(false);
  });
});
