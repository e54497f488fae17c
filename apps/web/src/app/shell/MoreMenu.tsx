import { Menu } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isActivePath } from '../../components/SideNav.tsx';
import type { NavItem } from '../../lib/nav-items.ts';

interface MoreMenuDropdownProps {
  /** The menu items that do not fit in the bottom bar. */
  items: NavItem[];
  /** The "More" button (BottomNav.tsx), the menu's target. */
  children: ReactElement;
  /** The button was clicked before this file arrived. */
  defaultOpened: boolean;
}

/** The bottom bar's "More" menu (loaded on first use of its button). */
export function MoreMenuDropdown({ items, children, defaultOpened }: MoreMenuDropdownProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Menu position="top-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>{children}</Menu.Target>
      <Menu.Dropdown>
        {items.map(({ path, label, icon: Icon }) => (
          <Menu.Item
            key={path}
            component={Link}
            to={path}
            leftSection={<Icon size={16} aria-hidden />}
            aria-current={isActivePath(pathname, path, '/') ? 'page' : undefined}
          >
            {t(`nav.${label}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
