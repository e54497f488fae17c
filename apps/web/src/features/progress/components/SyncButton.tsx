import { ActionIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirstUse } from '../../../lib/first-use.ts';
import { pushQueue } from '../push-queue.ts';

const loadTooltip = () => import('./SyncTooltip.tsx');

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

/** SPEC §2 top-bar sync button; its tooltip loads when the button is first pointed at or focused. */
export function SyncButton() {
  const { t } = useTranslation();
  const { sync, syncing } = useSync();
  const tooltip = useFirstUse(loadTooltip);
  const Hint = tooltip.module?.SyncTooltip;
  const { onPointerEnter, onPointerLeave, onFocus, onBlur } = tooltip.triggerProps;
  const button = (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={t('sync.label')}
      loading={syncing}
      // The button inside the tooltip replaces this one: it keeps the focus a keyboard user gave.
      autoFocus={tooltip.focused}
      onClick={() => void sync()}
      {...(Hint ? {} : { onPointerEnter, onPointerLeave, onFocus, onBlur })}
    >
      <IconRefresh size={18} />
    </ActionIcon>
  );
  if (!Hint) return button;
  return (
    <Hint label={t('sync.label')} defaultOpened={tooltip.hovered || tooltip.focused}>
      {button}
    </Hint>
  );
}
