import { notifications } from '@mantine/notifications';
import { i18n } from '../../../i18n/i18n.ts';

/** A toast whose close button says what it does (screen readers name every button). */
export function showToast(color: 'green' | 'red', message: string) {
  notifications.show({
    color,
    message,
    closeButtonProps: { 'aria-label': i18n.t('usersAdmin:import.close') },
  });
}
