import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/api-error.ts';
import { NotFoundPage } from './NotFoundPage.tsx';

const NOT_FOUND = 404;

/** A screen's data could not load: the not-found page for a 404, else the server's message. */
export function QueryFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (typeof error === 'object' && error && 'status' in error && error.status === NOT_FOUND) {
    return <NotFoundPage />;
  }
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('errors.title')} role="alert">
      {errorMessage(error, t('errors.help'))}
    </Alert>
  );
}
