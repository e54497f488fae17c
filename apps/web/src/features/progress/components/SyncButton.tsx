import { ActionIcon, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushQueue } from '../push-queue.ts';

/** Sends the queued progress, then refetches what is on screen (the sync button and menu item). */
export function useSync() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [syncing, setSyncing] = useState(false);

  const sync = async () => {
    setSyncing(true);
    try {
      const result = await pushQueue();
      if (result.status === 'offline') {
        notifications.show({ color: 'yellow', message: t('sync.offline') });
        return;
      }
      await queryClient.invalidateQueries();
      notifications.show(
        result.status === 'failed'
          ? { color: 'red', message: t('sync.failed') }
          : { color: 'green', message: t('sync.done') },
      );
    } finally {
      setSyncing(false);
    }
  };
  return { sync, syncing };
}

/** SPEC §2 top-bar sync button. */
export function SyncButton() {
  const { t } = useTranslation();
  const { sync, syncing } = useSync();
  return (
    <Tooltip label={t('sync.label')}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t('sync.label')}
        loading={syncing}
        onClick={() => void sync()}
      >
        <IconRefresh size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
