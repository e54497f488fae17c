import { fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

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
