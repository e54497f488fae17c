import { Stack, Text, UnstyledButton } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isActivePath } from '../../components/SideNav.tsx';
import { useFirstUse } from '../../lib/first-use.ts';
import type { NavItem } from '../../lib/nav-items.ts';

/** Items shown in the bar itself; the rest go into its "More" menu. */
const BAR_ITEMS = 4;

const isActive = (pathname: string, path: string) => isActivePath(pathname, path, '/');

function BarEntry({ icon, label, active }: { icon: ReactNode; label: string; active: boolean }) {
  return (
    // The team colour as text (as the side menu's active link has it): the filled shade can be a
    // bright amber that is unreadable on white.
    <Stack gap={2} align="center" c={active ? 'var(--mantine-primary-color-light-color)' : undefined}>
      {icon}
      <Text size="11px" lh={1.15} ta="center" fw={active ? 700 : 500} style={{ overflowWrap: 'anywhere' }}>
        {label}
      </Text>
    </Stack>
  );
}

// Links and the "More" button alike: icon and label centred in the bar (a button centres its
// content by itself, a link does not, which left "More" lower than its neighbours).
const entryStyle = {
  flex: '1 1 0',
  minWidth: 0,
  padding: '6px 2px',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
} as const;

// The "More" menu (Mantine's Menu with floating-ui) loads on first use, not with the first screen.
const loadMoreMenu = () => import('./MoreMenu.tsx');

function MoreMenu({ items, active }: { items: NavItem[]; active: boolean }) {
  const { t } = useTranslation();
  const menu = useFirstUse(loadMoreMenu);
  const Dropdown = menu.module?.MoreMenuDropdown;
  const button = (
    <UnstyledButton
      style={entryStyle}
      aria-haspopup="menu"
      // The real menu's button replaces this one: it keeps the focus a keyboard user gave.
      autoFocus={menu.focused}
      {...(Dropdown ? {} : menu.triggerProps)}
    >
      <BarEntry icon={<IconDots size={22} aria-hidden />} label={t('nav.more')} active={active} />
    </UnstyledButton>
  );
  if (!Dropdown) return button;
  return (
    <Dropdown items={items} defaultOpened={menu.clicked}>
      {button}
    </Dropdown>
  );
}

/** SPEC §2 bottom menu in portrait: icons with their labels, what does not fit under "More". */
export function BottomNav({ items }: { items: NavItem[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const overflow = items.length > BAR_ITEMS + 1;
  const inBar = overflow ? items.slice(0, BAR_ITEMS) : items;
  const inMenu = overflow ? items.slice(BAR_ITEMS) : [];
  const menuActive = inMenu.some((item) => isActive(pathname, item.path));

  return (
    <nav aria-label={t('nav.label')} style={{ display: 'flex', height: '100%', alignItems: 'stretch' }}>
      {inBar.map(({ path, label, icon: Icon }) => (
        <UnstyledButton
          key={path}
          component={Link}
          to={path}
          aria-current={isActive(pathname, path) ? 'page' : undefined}
          style={entryStyle}
        >
          <BarEntry
            icon={<Icon size={22} aria-hidden />}
            label={t(`nav.${label}`)}
            active={isActive(pathname, path)}
          />
        </UnstyledButton>
      ))}
      {inMenu.length > 0 && <MoreMenu items={inMenu} active={menuActive} />}
    </nav>
  );
}
