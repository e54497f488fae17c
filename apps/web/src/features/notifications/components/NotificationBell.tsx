import { LAYOUT } from '@lp/shared/constants';
import {
  ActionIcon,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { formatRelativeTime } from '../../../lib/relative-time.ts';
import {
  type InboxNotification,
  useMarkRead,
  useNotifications,
  useUnreadCount,
  useUnreadStream,
} from '../api/notifications.ts';

function NotificationRow({ notification, onOpen }: { notification: InboxNotification; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <UnstyledButton
      onClick={onOpen}
      p="xs"
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      bg={notification.read ? undefined : 'var(--mantine-color-default-hover)'}
      aria-label={
        notification.read ? notification.title : `${notification.title} (${t('notifications.unread')})`
      }
    >
      <Text size="sm" fw={notification.read ? 400 : 700}>
        {notification.title}
      </Text>
      {notification.description && (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {notification.description}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {formatRelativeTime(notification.createdAt, i18n.language)}
      </Text>
    </UnstyledButton>
  );
}

/** SPEC §2: the top bar's bell with the unread count (live), opening the notification panel. */
export function NotificationBell({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useAuthStore((state) => state.token);
  const portrait = useMediaQuery('(orientation: portrait)');
  const list = useNotifications(userId);
  const unread = useUnreadCount(userId);
  const markRead = useMarkRead(userId);
  useUnreadStream(userId, token);
  const notifications = list.data?.notifications ?? [];
  const label = t('notifications.bell', { count: unread });

  const open = (notification: InboxNotification) => {
    if (!notification.read) markRead.mutate({ ids: [notification._id] });
    if (notification.link?.startsWith('/')) void navigate(notification.link);
    else if (notification.link) window.open(notification.link, '_blank', 'noopener');
  };

  return (
    // The indicator wraps the popover so that the popover's ARIA attributes land on the button,
    // not on the indicator's plain div (where aria-expanded is not allowed).
    <Indicator label={unread} size={16} disabled={unread === 0} offset={4}>
      <Popover
        position="bottom-end"
        width={portrait ? LAYOUT.notificationPanelWidthPortrait : LAYOUT.notificationPanelWidthLandscape}
        withinPortal
        shadow="md"
      >
        <Popover.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label}>
            <IconBell size={20} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs" role="region" aria-label={t('notifications.title')}>
            <Group justify="space-between">
              <Text fw={700}>{t('notifications.title')}</Text>
              <Button
                size="compact-xs"
                variant="subtle"
                disabled={unread === 0}
                loading={markRead.isPending}
                onClick={() => markRead.mutate({ all: true })}
              >
                {t('notifications.markAllRead')}
              </Button>
            </Group>
            {notifications.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('notifications.empty')}
              </Text>
            ) : (
              <ScrollArea.Autosize mah={400}>
                <Stack gap={4}>
                  {notifications.map((notification) => (
                    <NotificationRow
                      key={notification._id}
                      notification={notification}
                      onOpen={() => open(notification)}
                    />
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            )}
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
