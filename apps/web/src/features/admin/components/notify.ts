import { notifications } from '@mantine/notifications';
import { i18n } from '../../../i18n/i18n.ts';
import { errorMessage } from '../../../lib/api-error.ts';

/** A green toast for a finished action. */
export function notifySuccess(message: string) {
  notifications.show({ color: 'green', message });
}

/** A red toast with the server's message (a plan limit names itself), else the generic one. */
export function notifyError(error: unknown) {
  notifications.show({ color: 'red', message: errorMessage(error, i18n.t('errors.title')) });
}
