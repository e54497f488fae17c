import { LAYOUT } from '@lp/shared/constants';
import type { TeamBranding } from '@lp/shared/teams';
import type { User } from '@lp/shared/users/index';
import { Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../features/profile/index.ts';
import { useFirstUse } from '../../lib/first-use.ts';
import { shorten } from '../../lib/shorten.ts';

interface UserMenuProps {
  user: User;
  branding: TeamBranding | undefined;
  portrait: boolean;
}

// The menu (Mantine's Menu with floating-ui) loads on first use, not with the first screen.
const loadMenu = () => import('./UserMenuDropdown.tsx');

/** SPEC §2: the user's name (18 characters), avatar or initials, and the navbar menu. */
export function UserMenu({ user, branding, portrait }: UserMenuProps) {
  const { t } = useTranslation();
  const menu = useFirstUse(loadMenu);
  const fullName = `${user.first_name} ${user.last_name ?? ''}`.trim();
  const Dropdown = menu.module?.UserMenuDropdown;
  const button = (
    <UnstyledButton
      aria-label={t('shell.menu')}
      aria-haspopup="menu"
      // The real menu's button replaces this one: it keeps the focus a keyboard user gave.
      autoFocus={menu.focused}
      {...(Dropdown ? {} : menu.triggerProps)}
    >
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" fw={600} visibleFrom="sm" title={fullName}>
          {shorten(fullName, LAYOUT.userNameMaxChars)}
        </Text>
        <UserAvatar name={fullName} image={user.image || null} avatarConfig={user.avatarConfig} size={34} />
      </Group>
    </UnstyledButton>
  );
  if (!Dropdown) return button;
  return (
    <Dropdown user={user} branding={branding} portrait={portrait} defaultOpened={menu.clicked}>
      {button}
    </Dropdown>
  );
}
