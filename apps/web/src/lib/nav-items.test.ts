import type { LicenseType } from '@lp/shared/constants';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/factories.ts';
import { LEARNER_NAV, learnerNavFor, staffLinks } from './nav-items.ts';

const withLicense = (license_type: LicenseType, isManager = false) =>
  makeUser({ license: { license_type, license_name: license_type, termsAccepted: true, isManager } });

describe('navigation per license', () => {
  it('gives every learner the learner sidebar', () => {
    expect(LEARNER_NAV.map((item) => item.path)).toEqual([
      '/',
      '/library',
      '/app/leaderboard',
      '/app/rewards',
      '/app/reports',
      '/favorites',
      '/social',
      '/app/helpdesk',
    ]);
  });

  it('shows builder, admin, analytics and manager links only as permitted, and none in portrait', () => {
    const labels = (license: LicenseType, manager = false, portrait = false) =>
      staffLinks(withLicense(license, manager), portrait).map((link) => link.label);
    expect(labels('Learner')).toEqual([]);
    expect(labels('Learner', true)).toEqual(['manager']);
    expect(labels('Creator')).toEqual(['builderStudio']);
    expect(labels('Admin')).toEqual(['builderStudio', 'admin', 'analytics']);
    expect(labels('SuperAdmin', true)).toEqual(['builderStudio', 'admin', 'analytics', 'manager']);
    expect(labels('SuperAdmin', true, true)).toEqual([]);
  });
});

describe('learnerNavFor', () => {
  it("hides the items the team hides from the learner's stage, never home", () => {
    const hidden = { '1': ['leaderboard', 'reports'] as const, '3': ['favorites'] as const };
    const labels = (stage: number) =>
      learnerNavFor(stage, { '1': [...hidden['1']], '3': [...hidden['3']] }).map((item) => item.label);
    expect(labels(1)).toEqual(['home', 'library', 'achievements', 'favorites', 'social', 'helpdesk']);
    expect(labels(2)).toEqual([
      'home',
      'library',
      'leaderboard',
      'achievements',
      'reports',
      'favorites',
      'social',
      'helpdesk',
    ]);
    expect(labels(3)).not.toContain('favorites');
    expect(learnerNavFor(1, { '1': ['home'] }).map((item) => item.label)).toContain('home');
  });

  it("leaves the social feed and the helpdesk out while the team's flag for each is off", () => {
    const labels = (social: boolean, helpdesk: boolean) =>
      learnerNavFor(1, {}, { social, helpdesk }).map((item) => item.label);
    expect(labels(false, true)).not.toContain('social');
    expect(labels(false, true)).toContain('helpdesk');
    expect(labels(true, false)).toContain('social');
    expect(labels(true, false)).not.toContain('helpdesk');
  });
});
