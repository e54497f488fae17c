import { Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LOG_CRITICALITY, reportError } from '../lib/error-reporter.ts';
import { MessagePage } from './MessagePage.tsx';

export const HELPDESK_PATH = '/app/helpdesk';

export interface ErrorPageActions {
  onBack: () => void;
  onReport: () => void;
  onExit: () => void;
}

/** SPEC §2/§8 error page: header, message, and Go back / Report on helpdesk / Exit. */
export function ErrorPage({ onBack, onReport, onExit }: ErrorPageActions) {
  const { t } = useTranslation();
  return (
    <MessagePage
      icon={<IconAlertTriangle size={56} stroke={1.5} aria-hidden />}
      title={t('errors.title')}
      message={t('errors.help')}
      actions={
        <>
          <Button variant="default" onClick={onBack}>
            {t('errors.goBack')}
          </Button>
          <Button onClick={onReport}>{t('errors.reportOnHelpdesk')}</Button>
          <Button variant="subtle" onClick={onExit}>
            {t('errors.exit')}
          </Button>
        </>
      }
    />
  );
}

/** SPEC §8: errors shown on the error page are logged (criticality 1), to the console and the log host. */
export function logScreenError(error: unknown): void {
  console.error('[criticality 1] Screen error', error);
  void reportError({ error, criticality: LOG_CRITICALITY.errorPage });
}

/** The helpdesk form, pre-filled with the page the error happened on and the error's message. */
export function helpdeskReportPath(page: string, error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const query = new URLSearchParams({ page });
  if (message) query.set('error', message.slice(0, 500));
  return `${HELPDESK_PATH}?${query.toString()}`;
}
