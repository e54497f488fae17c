import { fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import type { EditorProps } from '../../editor-props.ts';
import type { ReaderOutcome, ReaderProps } from '../../reader-props.ts';

// jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

/** Renders a Reader with a completion handler that answers like an offline device. */
export function renderReader(
  Reader: (props: ReaderProps) => React.ReactNode,
  content: Record<string, unknown>,
  overrides: Partial<ReaderProps> = {},
) {
  const onComplete = vi.fn(async (): Promise<ReaderOutcome> => ({ status: 'saved' }));
  renderWithProviders(
    <MemoryRouter>
      <Reader
        name="Content"
        content={content}
        settings={null}
        record={null}
        onComplete={onComplete}
        {...overrides}
      />
    </MemoryRouter>,
  );
  return onComplete;
}

/** Renders an Editor that keeps its document, as the builder does; `latest()` is the last one emitted. */
export function renderEditor(
  Editor: (props: EditorProps) => React.ReactNode,
  initial: Record<string, unknown>,
  readOnly = false,
) {
  const emitted: Record<string, unknown>[] = [];
  function Host() {
    const [value, setValue] = useState(initial);
    return (
      <Editor
        value={value}
        settings={null}
        readOnly={readOnly}
        onChange={(next) => {
          emitted.push(next);
          setValue(next);
        }}
      />
    );
  }
  renderWithProviders(<Host />);
  return { emitted, latest: () => emitted.at(-1) };
}

/** Replaces an input's whole text in one change, as pasting would. */
export function typeInto(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
}
