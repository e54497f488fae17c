import { Alert, type MantineSpacing } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { useTranslation } from 'react-i18next';

interface FormErrorSummaryProps {
  errors: FormErrors;
  /** Repeats each field's message under the heading (long forms, where a field may be out of sight). */
  withMessages?: boolean;
  mb?: MantineSpacing;
}

/** "Please correct the highlighted fields", above a form that was refused. */
export function FormErrorSummary({ errors, withMessages = false, mb }: FormErrorSummaryProps) {
  const { t } = useTranslation('builder');
  const messages = Object.values(errors).filter(Boolean);
  if (messages.length === 0) return null;
  return withMessages ? (
    <Alert color="red" mb={mb} role="alert" title={t('validation.fixErrors')}>
      {messages.join(' ')}
    </Alert>
  ) : (
    <Alert color="red" mb={mb} role="alert">
      {t('validation.fixErrors')}
    </Alert>
  );
}
