import { notifications } from '@mantine/notifications';
import { i18n } from '../../../i18n/i18n.ts';
import { errorMessage } from '../../../lib/api-error.ts';

/** Toasts whose close button screen readers can name. */
const closeButtonProps = () => ({ 'aria-label': i18n.t('admin:closeToast') });

/** A green toast for a finished action. */
export function notifySuccess(message: string) {
  notifications.show({ color: 'green', message, closeButtonProps: closeButtonProps() });
}

/** A red toast with the server's message (a plan limit names itself), else the generic one. */
export function notifyError(error: unknown) {
  notifications.show({
    color: 'red',
    message: errorMessage(error, i18n.t('errors.title')),
    closeButtonProps: closeButtonProps(),
  });
}
