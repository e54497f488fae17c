import { LIMITS } from '@lp/shared/constants';
import { useMediaQuery } from '@mantine/hooks';
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// The toast container (with its transitions, drag to dismiss and scroll-bar handling) loads with the
// first toast: most visits show none, and a toast shown before it arrives waits in the store.
const Notifications = lazy(async () => ({ default: (await import('./toast-container.ts')).Notifications }));

/** Mantine's notifications, at the top on a portrait screen and bottom left elsewhere. */
export function Toasts() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  const portrait = useMediaQuery('(orientation: portrait)');
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position={portrait ? 'top-center' : 'bottom-left'} autoClose={LIMITS.toastAutoCloseMs} />
    </Suspense>
  );
}
