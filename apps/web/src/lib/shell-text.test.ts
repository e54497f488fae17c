import { LAYOUT } from '@lp/shared/constants';
import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.ts';
import { formatRelativeTime } from './relative-time.ts';
import { shorten } from './shorten.ts';

describe('shell text rules (SPEC §5, §9)', () => {
  it('shortens user names at 18, app names at 20 and card titles at 40 characters', () => {
    expect(shorten('Asha Ramachandran Iyer', LAYOUT.userNameMaxChars)).toBe('Asha Ramachandran...');
    expect(shorten('Asha Iyer', LAYOUT.userNameMaxChars)).toBe('Asha Iyer');
    expect(shorten('The Learning Platform of Demo', LAYOUT.appNameMaxCharsPortrait)).toBe(
      'The Learning Platfor...',
    );
    expect(shorten('x'.repeat(41), LAYOUT.cardTitleMaxChars[0])).toBe(`${'x'.repeat(40)}...`);
    expect(shorten('x'.repeat(40), LAYOUT.cardTitleMaxChars[0])).toBe('x'.repeat(40));
  });

  it('takes avatar initials from the first two words', () => {
    expect(initialsOf('asha devi iyer')).toBe('AD');
    expect(initialsOf('  Ravi ')).toBe('R');
    expect(initialsOf('')).toBe('');
  });

  it('says how long ago in seconds, minutes, hours or days, in the UI language', () => {
    const now = Date.parse('2027-01-10T12:00:00Z');
    expect(formatRelativeTime('2027-01-10T11:59:30Z', 'en', now)).toBe('30 seconds ago');
    expect(formatRelativeTime('2027-01-10T11:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2027-01-10T09:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2027-01-08T12:00:00Z', 'en', now)).toBe('2 days ago');
    expect(formatRelativeTime('2027-01-08T12:00:00Z', 'de', now)).toBe('vor 2 Tagen');
  });
});
