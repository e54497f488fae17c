import { DEFAULT_DECK_SETTINGS } from '@lp/shared/content';
import userEvent from '@testing-library/user-event';
import { type ComponentType, useState } from 'react';
import { vi } from 'vitest';
import { makeRecord } from '../../test/catalog-factories.ts';
import { renderWithProviders } from '../../test/render.tsx';
import type { EditorProps } from '../editor-props.ts';
import type { ReaderOutcome, ReaderProps } from '../reader-props.ts';

/** Renders a format's Reader with spies for what it reports; the server "accepts" by default. */
export function renderReader(Reader: ComponentType<ReaderProps>, overrides: Partial<ReaderProps> = {}) {
  const onComplete = vi.fn(
    async (): Promise<ReaderOutcome> => ({
      status: 'sent',
      record: makeRecord({ completion: true, viewAttempts: 1 }),
      rejection: null,
    }),
  );
  const onRespond = vi.fn();
  const props: ReaderProps = {
    name: 'Deck',
    content: {},
    settings: { ...DEFAULT_DECK_SETTINGS },
    record: null,
    onComplete,
    onRespond,
    ...overrides,
  };
  const view = renderWithProviders(<Reader {...props} />);
  return { ...view, onComplete: (props.onComplete as typeof onComplete) ?? onComplete, onRespond };
}

/** Renders a format's Editor holding its document in state; `latest()` is the last document sent. */
export function renderEditor(
  Editor: ComponentType<EditorProps>,
  initial: Record<string, unknown>,
  readOnly = false,
) {
  const onChange = vi.fn();
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <Editor
        value={value}
        settings={null}
        readOnly={readOnly}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    );
  }
  const view = renderWithProviders(<Harness />);
  const latest = () => onChange.mock.calls.at(-1)?.[0] as Record<string, unknown> | undefined;
  return { ...view, onChange, latest };
}

/** Types a whole text at once (much faster than key by key in a large editor). */
export async function fill(element: HTMLElement, text: string) {
  await userEvent.click(element);
  await userEvent.paste(text);
}
