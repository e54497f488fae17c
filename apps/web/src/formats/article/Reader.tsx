import { Stack } from '@mantine/core';
import type { ReaderProps } from '../reader-props.ts';
import { CompletionBar } from '../shared/CompletionBar.tsx';
import { SafeHtml } from '../shared/SafeHtml.tsx';

/** Article: sanitized rich text with images, completed with "Mark as complete". */
export function Reader({ content, record, onComplete }: ReaderProps) {
  const html = typeof content.html === 'string' ? content.html : '';
  return (
    <Stack gap="lg">
      <SafeHtml html={html} />
      <CompletionBar doneBefore={record?.completion === true} onComplete={() => onComplete({})} />
    </Stack>
  );
}
