import { FORMATS } from '@lp/shared/formats/registry';
import type { ReaderType } from '@lp/shared/progress';
import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentIssuesVisible } from './issues-visibility.ts';

/** "items 2 › title" from zod's ["items", 1, "title"]: positions counted from 1 as a builder sees them. */
function pathLabel(path: readonly PropertyKey[]): string {
  return path.map((part) => (typeof part === 'number' ? String(part + 1) : String(part))).join(' › ');
}

/** The problems the format's shared schema finds in the document, or an empty list when it is valid. */
export function contentIssues(readerType: ReaderType, value: unknown): string[] {
  const result = FORMATS[readerType].contentSchema.safeParse(value);
  if (result.success) return [];
  const messages = result.error.issues.map((issue) =>
    issue.path.length > 0 ? `${pathLabel(issue.path)}: ${issue.message}` : issue.message,
  );
  return [...new Set(messages)];
}

/** Shows the schema's messages under an editor, so a builder knows what to fix before saving. */
export function ContentIssues({ readerType, value }: { readerType: ReaderType; value: unknown }) {
  const { t } = useTranslation('formatsReading');
  const visible = useContentIssuesVisible();
  const issues = useMemo(() => contentIssues(readerType, value), [readerType, value]);
  if (!visible || issues.length === 0) return null;
  return (
    <Alert color="orange" icon={<IconAlertTriangle size={18} />} title={t('editor.fixThese')} role="alert">
      <List size="sm" spacing={2}>
        {issues.map((issue) => (
          <List.Item key={issue}>{issue}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
