import { LEVELS, STAGES } from '@lp/shared/constants';
import { describe, expect, it } from 'vitest';
import { i18n, i18nReady } from '../i18n/i18n.ts';
import { displayNames } from './display-names.ts';

describe('display names', () => {
  it('translates every level, stage and format name, and keeps unknown ones', async () => {
    await i18nReady;
    await i18n.changeLanguage('de');
    const names = displayNames(i18n.t);
    expect(names.level('Novice')).toBe('Novize');
    expect(names.level('Adept')).toBe('Könner');
    expect(names.stage('Newbie')).toBe('Neuling');
    expect(names.format('assessment')).toBe('Test');
    expect(names.format('my-own-type')).toBe('my-own-type');
    await i18n.changeLanguage('hi');
    for (const { name } of [...LEVELS, ...STAGES]) {
      expect(
        displayNames(i18n.t).level(name) !== name || displayNames(i18n.t).stage(name) !== name,
        name,
      ).toBe(true);
    }
    await i18n.changeLanguage('en');
  });
});
