import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { issueKey } from './issue-keys.ts';
import { useContentIssuesVisible } from './issues-visibility.ts';

interface InteractiveContentIssuesProps {
  schema: z.ZodType;
  value: unknown;
}

/**
 * What still keeps the document from being saved, as the shared content schema sees it, in the
 * author's language (through the interactive formats' table of schema messages).
 */
export function InteractiveContentIssues({ schema, value }: InteractiveContentIssuesProps) {
  const { t } = useTranslation('formatsInteractive');
  const visible = useContentIssuesVisible();
  const result = schema.safeParse(value);
  if (!visible || result.success) return null;
  const messages = result.error.issues.map((issue) => {
    const text = t(`issues.${issueKey(issue.message)}`);
    const position = issue.path.find((part) => typeof part === 'number');
    return typeof position === 'number' ? t('issues.at', { position: position + 1, message: text }) : text;
  });
  return (
    <Alert color="orange" icon={<IconAlertTriangle size={18} />} title={t('issues.title')} role="status">
      <List size="sm">
        {[...new Set(messages)].map((message) => (
          <List.Item key={message}>{message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
