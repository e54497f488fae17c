import { DEFAULT_FEATURES, LAYOUT } from '@lp/shared/constants';
import type { TeamBranding } from '@lp/shared/teams';
import type { User } from '@lp/shared/users/index';
import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconHelp,
  IconLogout,
  IconMoon,
  IconRefresh,
  IconSchool,
  IconSun,
  IconUserEdit,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '../../features/profile/index.ts';
import { useSync } from '../../features/progress/index.ts';
import { staffLinks } from '../../lib/nav-items.ts';
import { LOGOUT_PATH } from '../../lib/session.ts';
import { shorten } from '../../lib/shorten.ts';
import { toggleDarkModeAndReload, useUiStore } from '../../lib/ui-store.ts';

interface UserMenuProps {
  user: User;
  branding: TeamBranding | undefined;
  portrait: boolean;
}

/** SPEC §2: the user's name (18 characters), avatar or initials, and the navbar menu. */
export function UserMenu({ user, branding, portrait }: UserMenuProps) {
  const { t } = useTranslation();
  const darkMode = useUiStore((state) => state.darkMode);
  const darkModeAllowed = branding?.features.darkMode ?? DEFAULT_FEATURES.darkMode;
  const fullName = `${user.first_name} ${user.last_name ?? ''}`.trim();
  const links = staffLinks(user, portrait);
  const { sync } = useSync();

  return (
    <Menu position="bottom-end" withinPortal width={240}>
      <Menu.Target>
        <UnstyledButton aria-label={t('shell.menu')}>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" fw={600} visibleFrom="sm" title={fullName}>
              {shorten(fullName, LAYOUT.userNameMaxChars)}
            </Text>
            <UserAvatar
              name={fullName}
              image={user.image || null}
              avatarConfig={user.avatarConfig}
              size={34}
            />
          </Group>
        </UnstyledButton>
      </Menu.Target>
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
