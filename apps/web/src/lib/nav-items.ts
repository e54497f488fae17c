import { can, type LicenseHolder } from '@lp/shared/permissions';
import { isMenuItemHidden, type LearnerMenuItem } from '@lp/shared/team-rules';
import {
  IconBookmark,
  IconBooks,
  IconChartBar,
  IconHeadset,
  IconHome,
  IconMedal,
  IconMessages,
  type IconProps,
  IconTrophy,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

export interface NavItem {
  path: string;
  /** Key under `nav.` in the translations. */
  label: LearnerMenuItem;
  icon: ComponentType<IconProps>;
}

/** SPEC §2 learner sidebar: the items that have a screen in this app. */
export const LEARNER_NAV: readonly NavItem[] = [
  { path: '/', label: 'home', icon: IconHome },
  { path: '/library', label: 'library', icon: IconBooks },
  { path: '/app/leaderboard', label: 'leaderboard', icon: IconTrophy },
  { path: '/app/rewards', label: 'achievements', icon: IconMedal },
  { path: '/app/reports', label: 'reports', icon: IconChartBar },
  { path: '/favorites', label: 'favorites', icon: IconBookmark },
  { path: '/social', label: 'social', icon: IconMessages },
  { path: '/app/helpdesk', label: 'helpdesk', icon: IconHeadset },
];

/**
 * The learner menu without the items the team hides from this learner's stage (SPEC §2), and
 * without the social feed or the helpdesk while the team's flag for it is off (SPEC §9).
 */
export function learnerNavFor(
  stage: number,
  hidden: Parameters<typeof isMenuItemHidden>[0],
  features: { social: boolean; helpdesk: boolean } = { social: true, helpdesk: true },
): NavItem[] {
  return LEARNER_NAV.filter(
    (item) =>
      !isMenuItemHidden(hidden, stage, item.label) &&
      (item.label !== 'social' || features.social) &&
      (item.label !== 'helpdesk' || features.helpdesk),
  );
}

export interface StaffLink {
  path: string;
  label: 'builderStudio' | 'admin' | 'analytics' | 'manager';
}

/** SPEC §2/§6: the navbar menu's builder, admin, analytics and manager links; none in portrait. */
export function staffLinks(user: LicenseHolder | null, portrait: boolean): StaffLink[] {
  if (portrait || !user) return [];
  const links: StaffLink[] = [];
  if (can(user, 'builder.view')) links.push({ path: '/builder', label: 'builderStudio' });
  if (can(user, 'adminPanel.view')) {
    links.push({ path: '/adminPanel', label: 'admin' });
    links.push({ path: '/adminPanel?section=analytics', label: 'analytics' });
  }
  if (can(user, 'manager.view')) links.push({ path: '/manager', label: 'manager' });
  return links;
}
