import type { InboxNotification, NotificationList, unreadEventSchema } from '@lp/shared/notifications';
import { SOCIAL_QUERY_ROOT } from '@lp/shared/social/query-root';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import { api, apiUrl } from '../../../lib/api-client.ts';

export type { InboxNotification };

export const notificationsKey = (userId: string) => ['notifications', userId] as const;
export const unreadCountKey = (userId: string) => ['notifications', userId, 'unread-count'] as const;

/** GET users/{id}/notifications/fetch/all: the newest page; its `unread` seeds the bell's count. */
export function useNotifications(userId: string) {
  return useQuery({
    queryKey: notificationsKey(userId),
    queryFn: () => api.get<NotificationList>(`users/${userId}/notifications/fetch/all?limit=20`),
  });
}

/** The bell's unread count: from the list until the event stream or a mark-read says otherwise. */
export function useUnreadCount(userId: string): number {
  const list = useNotifications(userId);
  const count = useQuery({
    queryKey: unreadCountKey(userId),
    queryFn: () => list.data?.unread ?? 0,
    enabled: false,
  });
  return count.data ?? list.data?.unread ?? 0;
}

/**
 * GET users/{id}/notifications/stream?access_token=: each `unread` event sets the count and, when it
 * grew, the list is fetched again; each `social` event refreshes the social feed's queries.
 */
export function useUnreadStream(userId: string, token: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token || typeof EventSource === 'undefined') return;
    const source = new EventSource(
      apiUrl(`users/${userId}/notifications/stream?access_token=${encodeURIComponent(token)}`),
    );
    const onUnread = (event: MessageEvent<string>) => {
      const { count } = JSON.parse(event.data) as z.output<typeof unreadEventSchema>;
      const previous = queryClient.getQueryData<number>(unreadCountKey(userId));
      queryClient.setQueryData(unreadCountKey(userId), count);
      if (previous !== count)
        void queryClient.invalidateQueries({ queryKey: notificationsKey(userId), exact: true });
    };
    // A post of the team changed (new, liked, commented, hidden): open feeds fetch again.
    const onSocial = () => void queryClient.invalidateQueries({ queryKey: [SOCIAL_QUERY_ROOT] });
    source.addEventListener('unread', onUnread as EventListener);
    source.addEventListener('social', onSocial);
    return () => {
      source.removeEventListener('unread', onUnread as EventListener);
      source.removeEventListener('social', onSocial);
      source.close();
    };
  }, [userId, token, queryClient]);
}

/** POST users/{id}/notifications/update/markread with ids or all: true. */
export function useMarkRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: string[] } | { all: true }) =>
      api.post<{ updated: number; unread: number }>(`users/${userId}/notifications/update/markread`, body),
    onSuccess: ({ unread }) => {
      queryClient.setQueryData(unreadCountKey(userId), unread);
      void queryClient.invalidateQueries({ queryKey: notificationsKey(userId), exact: true });
    },
  });
}
