/** Sections of the admin panel (/adminPanel and /hotspotter, `?section=`). */
export const ADMIN_SECTIONS = [
  'users',
  'teams',
  'settings',
  'plan',
  'analytics',
  'errors',
  'outbox',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export const isAdminSection = (value: string | null): value is AdminSection =>
  (ADMIN_SECTIONS as readonly string[]).includes(value ?? '');
