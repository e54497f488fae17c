import { notifications } from '@mantine/notifications';
import { i18n } from '../i18n/i18n.ts';
import { errorMessage } from './api-error.ts';

/** A green toast for a finished action (the theme names its close button for screen readers). */
export function notifySuccess(message: string) {
  notifications.show({ color: 'green', message });
}

/** A red toast with the server's message (SPEC §7 errors carry one), else the screen's fallback. */
export function notifyFailure(error: unknown, fallback: string) {
  notifications.show({ color: 'red', message: errorMessage(error, fallback) });
}

/** notifyFailure with the generic fallback; fits a mutation's onError as it is. */
export function notifyError(error: unknown) {
  notifyFailure(error, i18n.t('errors.title'));
}
