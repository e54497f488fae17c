import type { IconProps } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import classes from './SideNav.module.css';

export interface SideNavItem {
  path: string;
  /** Already translated. */
  label: string;
  icon: ComponentType<IconProps>;
}

interface SideNavProps {
  /** The navigation's accessible name. */
  label: string;
  items: readonly SideNavItem[];
  /** The frame's start page: active only on itself, where other items also cover the pages below them. */
  root: string;
  onNavigate?: () => void;
}

/** Whether `path` is the page shown or one of its sub-pages. */
export const isActivePath = (pathname: string, path: string, root: string) =>
  path === root ? pathname === root : pathname === path || pathname.startsWith(`${path}/`);

/** A frame's left menu: one link a section, the current one marked. */
export function SideNav({ label, items, root, onNavigate }: SideNavProps) {
  const { pathname } = useLocation();
  return (
    <nav aria-label={label}>
      {items.map(({ path, label: itemLabel, icon: Icon }) => {
        const active = isActivePath(pathname, path, root);
        return (
          <Link
            key={path}
            className={classes.link}
            to={path}
            onClick={onNavigate}
            aria-current={active ? 'page' : undefined}
          >
            <Icon size={20} aria-hidden />
            <span className={classes.label}>{itemLabel}</span>
          </Link>
        );
      })}
    </nav>
  );
}
