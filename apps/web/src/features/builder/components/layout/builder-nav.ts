import {
  IconBooks,
  IconChartBar,
  IconHeadset,
  IconLayoutDashboard,
  IconMessages,
  IconPalette,
  type IconProps,
  IconSchool,
  IconTrophy,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

export interface BuilderNavItem {
  path: string;
  /** Key under `nav.` in the builder translations. */
  label:
    | 'dashboard'
    | 'library'
    | 'contests'
    | 'analytics'
    | 'tutorials'
    | 'teamDesign'
    | 'users'
    | 'account'
    | 'social'
    | 'helpdesk';
  icon: ComponentType<IconProps>;
  /** Only for SuperAdmin and Admin (SPEC §6 app design). */
  appDesignOnly?: boolean;
}

/** The builder's own side navigation (SPEC §2 builder routes). */
export const BUILDER_NAV: readonly BuilderNavItem[] = [
  { path: '/builder', label: 'dashboard', icon: IconLayoutDashboard },
  { path: '/builder/library', label: 'library', icon: IconBooks },
  { path: '/builder/contests', label: 'contests', icon: IconTrophy },
  { path: '/builder/analytics', label: 'analytics', icon: IconChartBar },
  { path: '/builder/tutorials', label: 'tutorials', icon: IconSchool },
  { path: '/builder/teamdesign', label: 'teamDesign', icon: IconPalette, appDesignOnly: true },
  { path: '/builder/users', label: 'users', icon: IconUsers },
  { path: '/builder/account', label: 'account', icon: IconUserCircle },
  { path: '/builder/social', label: 'social', icon: IconMessages },
  { path: '/builder/helpdesk', label: 'helpdesk', icon: IconHeadset },
];
