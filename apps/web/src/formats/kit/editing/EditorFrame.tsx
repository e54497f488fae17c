import type { ReaderType } from '@lp/shared/progress';
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ContentIssues } from './ContentIssues.tsx';

interface EditorFrameProps {
  readerType: ReaderType;
  value: unknown;
  readOnly: boolean;
  children: ReactNode;
}

/**
 * The frame of every reading/commerce editor: its fields, then the schema's messages. A disabled
 * fieldset turns every input and button inside it off while the course is launched.
 */
export function EditorFrame({ readerType, value, readOnly, children }: EditorFrameProps) {
  return (
    <Stack gap="md">
      <fieldset disabled={readOnly} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Stack gap="md">{children}</Stack>
      </fieldset>
      <ContentIssues readerType={readerType} value={value} />
    </Stack>
  );
}
