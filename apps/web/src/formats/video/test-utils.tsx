import { fireEvent } from '@testing-library/react';
import { type ComponentType, useState } from 'react';
import { vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import type { EditorProps } from '../editor-props.ts';
import type { ReaderCompletion, ReaderOutcome, ReaderProps } from '../reader-props.ts';

/** Renders a format's Reader with a completion spy that answers "kept on the device". */
export function renderReader(
  Reader: ComponentType<ReaderProps>,
  content: Record<string, unknown>,
  props: Partial<ReaderProps> = {},
) {
  const onComplete = vi.fn(
    async (_result: ReaderCompletion): Promise<ReaderOutcome> => ({ status: 'saved' }),
  );
  const onRespond = vi.fn();
  const view = renderWithProviders(
    <Reader
      name="Safety basics"
      content={content}
      settings={null}
      record={null}
      onComplete={onComplete}
      onRespond={onRespond}
      {...props}
    />,
  );
  return { ...view, onComplete, onRespond };
}

/** Renders a format's Editor as the builder does: it keeps the document and passes every change back. */
export function renderEditor(
  Editor: ComponentType<EditorProps>,
  initial: Record<string, unknown>,
  props: Partial<EditorProps> = {},
) {
  const onChange = vi.fn();
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <Editor
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
        settings={null}
        readOnly={false}
        {...props}
      />
    );
  }
  const view = renderWithProviders(<Harness />);
  return { ...view, onChange, lastValue: () => onChange.mock.lastCall?.[0] as Record<string, unknown> };
}

/** Moves a media element's playhead (jsdom does not play media) and fires its time update. */
export function playTo(element: HTMLMediaElement, seconds: number, duration: number) {
  Object.defineProperty(element, 'duration', { configurable: true, value: duration });
  Object.defineProperty(element, 'currentTime', { configurable: true, writable: true, value: seconds });
  fireEvent.timeUpdate(element);
}

/** Plays a media element second by second from `from` to `to`. */
export function playRange(element: HTMLMediaElement, from: number, to: number, duration: number) {
  for (let t = from; t <= to; t += 1) playTo(element, t, duration);
}

export function endMedia(element: HTMLMediaElement, duration: number) {
  Object.defineProperty(element, 'duration', { configurable: true, value: duration });
  fireEvent.ended(element);
}

/** jsdom has no media playback: play() and pause() become spies. */
export function stubMediaPlayback() {
  return {
    play: vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined),
    pause: vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined),
  };
}

/** jsdom has no object URLs: records the blobs handed to URL.createObjectURL (restored after each test). */
export function stubObjectUrls(): Blob[] {
  const created: Blob[] = [];
  class TestUrl extends URL {
    static override createObjectURL(blob: Blob) {
      created.push(blob);
      return 'blob:test';
    }
    static override revokeObjectURL() {}
  }
  vi.stubGlobal('URL', TestUrl);
  return created;
}
