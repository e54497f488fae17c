import { LAYOUT } from '@lp/shared/constants';
import { Button, Group, Popover, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatRelativeTime } from '../../../lib/relative-time.ts';
import { type InboxNotification, useMarkRead, useNotifications } from '../api/notifications.ts';

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

interface NotificationPanelProps {
  userId: string;
  unread: number;
  /** The bell (NotificationBell.tsx), the panel's target. */
  children: ReactElement;
  /** The bell was clicked before this file arrived. */
  defaultOpened: boolean;
}

/** The notification panel (loaded on first use of the bell): the newest notifications, mark all read. */
export function NotificationPanel({ userId, unread, children, defaultOpened }: NotificationPanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const portrait = useMediaQuery('(orientation: portrait)');
  const list = useNotifications(userId);
  const markRead = useMarkRead(userId);
  const notifications = list.data?.notifications ?? [];

  const open = (notification: InboxNotification) => {
    if (!notification.read) markRead.mutate({ ids: [notification._id] });
    if (notification.link?.startsWith('/')) void navigate(notification.link);
    else if (notification.link) window.open(notification.link, '_blank', 'noopener');
  };

  return (
    <Popover
      position="bottom-end"
      width={portrait ? LAYOUT.notificationPanelWidthPortrait : LAYOUT.notificationPanelWidthLandscape}
      withinPortal
      shadow="md"
      defaultOpened={defaultOpened}
    >
      <Popover.Target>{children}</Popover.Target>
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
  );
}
