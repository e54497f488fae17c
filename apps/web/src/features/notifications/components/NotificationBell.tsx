import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useFirstUse } from '../../../lib/first-use.ts';
import { useUnreadCount, useUnreadStream } from '../api/notifications.ts';

// The panel (Mantine's Popover with floating-ui) loads on first use, not with the first screen.
const loadPanel = () => import('./NotificationPanel.tsx');

/** SPEC §2: the top bar's bell with the unread count (live), opening the notification panel. */
export function NotificationBell({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const token = useAuthStore((state) => state.token);
  const unread = useUnreadCount(userId);
  useUnreadStream(userId, token);
  const panel = useFirstUse(loadPanel);
  const Panel = panel.module?.NotificationPanel;
  const bell = (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={t('notifications.bell', { count: unread })}
      aria-haspopup="dialog"
      // The panel's bell replaces this one: it keeps the focus a keyboard user gave.
      autoFocus={panel.focused}
      {...(Panel ? {} : panel.triggerProps)}
    >
      <IconBell size={20} />
    </ActionIcon>
  );
  return (
    // The indicator wraps the popover so that the popover's ARIA attributes land on the button,
    // not on the indicator's plain div (where aria-expanded is not allowed).
    <Indicator label={unread} size={16} disabled={unread === 0} offset={4}>
      {Panel ? (
        <Panel userId={userId} unread={unread} defaultOpened={panel.clicked}>
          {bell}
        </Panel>
      ) : (
        bell
      )}
    </Indicator>
  );
}
