import { describe, expect, it } from 'vitest';
import { abilitiesOf, can, normalizeLicenseType } from './permissions.ts';

const holder = (license_type: string, isManager = false) => ({ license: { license_type, isManager } });

describe('SPEC §6 permission table', () => {
  it('shows the builder to SuperAdmin, Admin and Creator only', () => {
    expect(
      ['SuperAdmin', 'Superadmin', 'Admin', 'Creator', 'Learner'].map((l) => can(holder(l), 'builder.view')),
    ).toEqual([true, true, true, true, false]);
  });

  it('gives cross-access and app design to SuperAdmin and Admin', () => {
    for (const ability of ['builder.crossAccess', 'builder.appDesign', 'adminPanel.view'] as const) {
      expect(can(holder('Admin'), ability)).toBe(true);
      expect(can(holder('Creator'), ability)).toBe(false);
    }
  });

  it('lets only SuperAdmin delete in the admin panel', () => {
    expect(can(holder('SuperAdmin'), 'adminPanel.delete')).toBe(true);
    expect(can(holder('Admin'), 'adminPanel.delete')).toBe(false);
  });

  it('lets creators create programs and delete courses but not delete programs', () => {
    expect(can(holder('Creator'), 'program.create')).toBe(true);
    expect(can(holder('Creator'), 'course.delete')).toBe(true);
    expect(can(holder('Creator'), 'program.delete')).toBe(false);
    expect(can(holder('Admin'), 'program.delete')).toBe(true);
  });

  it('opens the manager panel by the isManager flag, whatever the license', () => {
    expect(can(holder('Learner', true), 'manager.view')).toBe(true);
    expect(can(holder('Admin', false), 'manager.view')).toBe(false);
    expect(abilitiesOf(holder('Learner'))).toEqual([]);
  });

  it('treats unknown license types as learners', () => {
    expect(normalizeLicenseType('Boss')).toBe('Learner');
    expect(can(null, 'builder.view')).toBe(false);
  });
});
