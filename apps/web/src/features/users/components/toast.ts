import { notifications } from '@mantine/notifications';
import { i18n } from '../../../i18n/i18n.ts';
import { errorMessage } from '../../../lib/api-error.ts';

/** A toast whose close button says what it does (screen readers name every button). */
export function showToast(color: 'green' | 'red', message: string) {
  notifications.show({
    color,
    message,
    closeButtonProps: { 'aria-label': i18n.t('usersAdmin:import.close') },
  });
}

/** A red toast with the server's message, else the screen's fallback. */
export const notifyFailure = (error: unknown, fallback: string) =>
  showToast('red', errorMessage(error, fallback));
