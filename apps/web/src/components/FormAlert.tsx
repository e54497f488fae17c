import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';

interface FormAlertProps {
  message: string;
  /** 'error' (default) is announced as an alert; 'success' as a status message. */
  tone?: 'error' | 'success';
}

/** A form's outcome above or below its fields: a server message or a client-side rule. */
export function FormAlert({ message, tone = 'error' }: FormAlertProps) {
  const success = tone === 'success';
  return (
    <Alert
      color={success ? 'green' : 'red'}
      variant="light"
      icon={success ? <IconCircleCheck aria-hidden /> : <IconAlertCircle aria-hidden />}
      role={success ? 'status' : 'alert'}
    >
      {message}
    </Alert>
  );
}
