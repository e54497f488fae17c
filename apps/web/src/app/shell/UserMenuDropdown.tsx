import { DEFAULT_FEATURES } from '@lp/shared/constants';
import type { TeamBranding } from '@lp/shared/teams';
import type { User } from '@lp/shared/users/index';
import { Menu } from '@mantine/core';
import {
  IconHelp,
  IconLogout,
  IconMoon,
  IconRefresh,
  IconSchool,
  IconSun,
  IconUserEdit,
} from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSync } from '../../features/progress/index.ts';
import { staffLinks } from '../../lib/nav-items.ts';
import { LOGOUT_PATH } from '../../lib/session.ts';
import { toggleDarkModeAndReload, useUiStore } from '../../lib/ui-store.ts';

interface UserMenuDropdownProps {
  user: User;
  branding: TeamBranding | undefined;
  portrait: boolean;
  /** The user's button (UserMenu.tsx), the menu's target. */
  children: ReactElement;
  /** The button was clicked before this file arrived. */
  defaultOpened: boolean;
}

/** The user menu's items (loaded on first use of the user's button). */
export function UserMenuDropdown({
  user,
  branding,
  portrait,
  children,
  defaultOpened,
}: UserMenuDropdownProps) {
  const { t } = useTranslation();
  const darkMode = useUiStore((state) => state.darkMode);
  const darkModeAllowed = branding?.features.darkMode ?? DEFAULT_FEATURES.darkMode;
  const links = staffLinks(user, portrait);
  const { sync } = useSync();

  return (
    <Menu position="bottom-end" withinPortal width={240} defaultOpened={defaultOpened}>
      <Menu.Target>{children}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/editProfile" leftSection={<IconUserEdit size={16} />}>
          {t('menu.editProfile')}
        </Menu.Item>
        <Menu.Item onClick={() => void sync()} leftSection={<IconRefresh size={16} />}>
          {t('sync.label')}
        </Menu.Item>
        <Menu.Item component="a" href="/app/helpdesk" leftSection={<IconHelp size={16} />}>
          {t('menu.help')}
        </Menu.Item>
        {links.map((link) => (
          <Menu.Item key={link.label} component={Link} to={link.path}>
            {t(`menu.${link.label}`)}
          </Menu.Item>
        ))}
        <Menu.Item component={Link} to="/" leftSection={<IconSchool size={16} />}>
          {t('menu.learnerView')}
        </Menu.Item>
        {darkModeAllowed && (
          <Menu.Item
            onClick={toggleDarkModeAndReload}
            leftSection={darkMode ? <IconSun size={16} /> : <IconMoon size={16} />}
          >
            {darkMode ? t('shell.lightMode') : t('shell.darkMode')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item component={Link} to={LOGOUT_PATH} leftSection={<IconLogout size={16} />}>
          {t('shell.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
