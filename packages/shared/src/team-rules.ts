/**
 * What a team's flags and email-domain mode mean, without zod: the sign-in pages use these and
 * load no schema library. teams.ts holds the schemas and re-exports them.
 */
import { DEFAULT_FEATURES, type FeatureFlags } from './constants.ts';
import { isValidEmail, VALIDATION_MESSAGES } from './validation-rules.ts';

export type FeatureFlag = keyof typeof DEFAULT_FEATURES;

/** Is a flag on for a team (SPEC §9 default when the team never changed it)? */
export function isFeatureOn(team: { features?: Partial<FeatureFlags> | null }, flag: FeatureFlag): boolean {
  return team.features?.[flag] ?? DEFAULT_FEATURES[flag];
}

/**
 * SPEC §6: a multi-tenant deployment without common login signs each team's users in on the
 * team's own login route (/{team}/login); the common /login refuses them.
 */
export function requiresTeamLogin(team: { features?: Partial<FeatureFlags> | null }): boolean {
  return isFeatureOn(team, 'multiTenancy') && !isFeatureOn(team, 'commonLogin');
}

/** Messages of SPEC §9's email-domain mode, shown as they are on screen. */
export const EMAIL_DOMAIN_MESSAGES = {
  invalidDomain: 'Enter a domain like acme.com',
  domainRequired: 'Enter the company email domain before turning on email-domain mode.',
  otherDomain: (domain: string) =>
    `Enter only your username: addresses outside @${domain} are not accepted here.`,
  usernameRequired: 'Enter your username.',
} as const;

/** The team's company domain while email-domain mode is on, else null (the mode needs both). */
export function activeEmailDomain(team: {
  features?: Partial<FeatureFlags> | null;
  emailDomain?: string | null;
}): string | null {
  return isFeatureOn(team, 'emailDomainMode') && team.emailDomain ? team.emailDomain : null;
}

export type CompanyAddress = { ok: true; address: string } | { ok: false; message: string };

/**
 * SPEC §9: "username is combined with a fixed company domain in the token generator". A bare
 * username becomes `username@domain`; a full address is accepted only at the company domain.
 */
export function companyAddress(input: string, domain: string): CompanyAddress {
  const typed = input.trim().toLowerCase();
  const at = typed.lastIndexOf('@');
  const local = at === -1 ? typed : typed.slice(0, at);
  if (at !== -1 && typed.slice(at + 1) !== domain.toLowerCase()) {
    return { ok: false, message: EMAIL_DOMAIN_MESSAGES.otherDomain(domain) };
  }
  if (!local) return { ok: false, message: EMAIL_DOMAIN_MESSAGES.usernameRequired };
  const address = `${local}@${domain.toLowerCase()}`;
  if (!isValidEmail(address)) return { ok: false, message: VALIDATION_MESSAGES.emailMalformed };
  return { ok: true, address };
}

/** Stages 1-4 (SPEC §3), as the keys of a team's `homeTags`. */
export const HOME_TAG_STAGES = ['1', '2', '3', '4'] as const;

/** SPEC §2 learner sidebar items that a team may hide per stage ("Menu items can be hidden per user stage"). */
export const LEARNER_MENU_ITEMS = [
  'home',
  'library',
  'leaderboard',
  'achievements',
  'reports',
  'favorites',
  'social',
  'helpdesk',
] as const;
export type LearnerMenuItem = (typeof LEARNER_MENU_ITEMS)[number];

/** Is this menu item hidden from a learner of this stage? Home always stays. */
export function isMenuItemHidden(
  hidden: Partial<Record<(typeof HOME_TAG_STAGES)[number], readonly string[]>> | undefined,
  stage: number,
  item: LearnerMenuItem,
): boolean {
  if (item === 'home') return false;
  const key = String(stage) as (typeof HOME_TAG_STAGES)[number];
  return hidden?.[key]?.includes(item) ?? false;
}
