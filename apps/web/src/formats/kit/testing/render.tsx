import { fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import type { EditorProps } from '../editor-props.ts';
import type { ReaderCompletion, ReaderOutcome, ReaderProps } from '../reader-props.ts';

/**
 * Renders a format's Reader with spies for what it reports. By default the device is offline: a
 * completion is kept on it ({ status: 'saved' }), as for an article read outside a course.
 */
export function renderReader(
  Reader: ComponentType<ReaderProps>,
  content: Record<string, unknown> = {},
  overrides: Partial<ReaderProps> = {},
) {
  const onComplete = vi.fn(
    async (_result: ReaderCompletion): Promise<ReaderOutcome> => ({ status: 'saved' }),
  );
  const onRespond = vi.fn();
  const props: ReaderProps = {
    name: 'Safety basics',
    content,
    settings: null,
    record: null,
    onComplete,
    onRespond,
    ...overrides,
  };
  const view = renderWithProviders(
    <MemoryRouter>
      <Reader {...props} />
    </MemoryRouter>,
  );
  return { ...view, onComplete, onRespond };
}

/** Renders a format's Editor holding its document as the builder does; `latest()` is the last one sent. */
export function renderEditor(
  Editor: ComponentType<EditorProps>,
  initial: Record<string, unknown>,
  overrides: Partial<EditorProps> = {},
) {
  const onChange = vi.fn();
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <Editor
        value={value}
        settings={null}
        readOnly={false}
        {...overrides}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    );
  }
  const view = renderWithProviders(<Harness />);
  const latest = () => onChange.mock.lastCall?.[0] as Record<string, unknown>;
  return { ...view, onChange, latest };
}

/** Replaces an input's whole text in one change, as pasting would. */
export function typeInto(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
}

/** Types a whole text at once (much faster than key by key in a large editor). */
export async function fill(element: HTMLElement, text: string) {
  await userEvent.click(element);
  await userEvent.paste(text);
}
