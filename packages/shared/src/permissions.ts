import type { LicenseType } from './constants.ts';

/** SPEC §6: what each license type may do. Server guards and web menus both read this table. */
export const ABILITIES = [
  'builder.view',
  'builder.crossAccess',
  'builder.appDesign',
  'builder.ai',
  'adminPanel.view',
  'adminPanel.delete',
  'program.create',
  'program.delete',
  'course.delete',
  'analytics.universal',
  'teams.manage',
  'users.manage',
  'manager.view',
  /** Answer helpdesk tickets and read the error log (SPEC §4: tickets are updatable by admins). */
  'helpdesk.manage',
] as const;
export type Ability = (typeof ABILITIES)[number];

const STAFF: readonly LicenseType[] = ['SuperAdmin', 'Admin'];
const CREATORS: readonly LicenseType[] = ['SuperAdmin', 'Admin', 'Creator'];

const BY_LICENSE: Record<Exclude<Ability, 'manager.view'>, readonly LicenseType[]> = {
  'builder.view': CREATORS,
  'builder.crossAccess': STAFF,
  'builder.appDesign': STAFF,
  'builder.ai': CREATORS,
  'adminPanel.view': STAFF,
  'adminPanel.delete': ['SuperAdmin'],
  'program.create': CREATORS,
  'program.delete': STAFF,
  'course.delete': CREATORS,
  'analytics.universal': CREATORS,
  'teams.manage': ['SuperAdmin'],
  'users.manage': STAFF,
  'helpdesk.manage': STAFF,
};

/** "Superadmin" is an accepted spelling of SuperAdmin; anything unknown is a Learner. */
export function normalizeLicenseType(value: string | null | undefined): LicenseType {
  if (!value) return 'Learner';
  const lower = value.toLowerCase();
  if (lower === 'superadmin') return 'SuperAdmin';
  if (lower === 'admin') return 'Admin';
  if (lower === 'creator') return 'Creator';
  return 'Learner';
}

export interface LicenseHolder {
  license: { license_type: string; isManager: boolean };
}

export function can(holder: LicenseHolder | null | undefined, ability: Ability): boolean {
  if (!holder) return false;
  if (ability === 'manager.view') return holder.license.isManager;
  return BY_LICENSE[ability].includes(normalizeLicenseType(holder.license.license_type));
}

export function abilitiesOf(holder: LicenseHolder): Ability[] {
  return ABILITIES.filter((ability) => can(holder, ability));
}
