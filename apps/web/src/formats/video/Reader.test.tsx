import type { ProgressRecord } from '@lp/shared/progress';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { endMedia, playRange, playTo } from '../kit/testing/media.tsx';
import { renderReader } from '../kit/testing/render.tsx';
import { Reader } from './Reader.tsx';

const content = { url: '/api/v3/files/v1?sig=abc', description: 'How to lift safely.' };

describe('video reader', () => {
  it('counts only the parts actually watched and reports them when the video ends', async () => {
    const { container, onComplete } = renderReader(Reader, content);
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video.getAttribute('aria-label')).toBe('Safety basics');
    playRange(video, 0, 10, 60);
    playTo(video, 50, 60); // seeking ahead counts for nothing
    playRange(video, 51, 59, 60);
    expect(screen.getByText('Watched: 32%')).toBeTruthy();
    endMedia(video, 60);
    expect(onComplete).toHaveBeenCalledWith({ viewedPercentage: 33 });
    expect(await screen.findByText(/You are offline/)).toBeTruthy();
    expect(screen.getByText('How to lift safely.')).toBeTruthy();
  });

  it('counts a short clip from the start of playback, before the first time update', () => {
    const { container, onComplete } = renderReader(Reader, content);
    const video = container.querySelector('video') as HTMLVideoElement;
    Object.defineProperty(video, 'duration', { configurable: true, value: 4 });
    Object.defineProperty(video, 'currentTime', { configurable: true, writable: true, value: 0 });
    fireEvent.play(video);
    // Browsers send the first time update about 250 ms into playback.
    for (const seconds of [0.25, 1.25, 2.25, 3.25, 3.9]) playTo(video, seconds, 4);
    endMedia(video, 4);
    expect(onComplete).toHaveBeenCalledWith({ viewedPercentage: 100 });
  });

  it('does not claim completion when the server recorded only part of the video', async () => {
    const partial = { completion: false, viewedPercentage: 50 } as ProgressRecord;
    const onComplete = vi.fn(async () => ({ status: 'sent' as const, record: partial, rejection: null }));
    const { container } = renderReader(Reader, content, { onComplete });
    const video = container.querySelector('video') as HTMLVideoElement;
    playRange(video, 0, 30, 60);
    endMedia(video, 60);
    expect(await screen.findByText('Your progress is saved; this is not complete yet.')).toBeTruthy();
    expect(screen.queryByText('Completed! Your progress is saved.')).toBeNull();
  });

  it('reports what was watched when the learner leaves before the end', () => {
    const { container, onComplete, unmount } = renderReader(Reader, content, {
      record: { viewedPercentage: 20 } as never,
    });
    expect(screen.getByText('Best before: 20%')).toBeTruthy();
    playRange(container.querySelector('video') as HTMLVideoElement, 0, 30, 100);
    unmount();
    expect(onComplete).toHaveBeenCalledWith({ viewedPercentage: 30 });
  });

  it('plays a YouTube address through the YouTube iframe player API', async () => {
    renderReader(Reader, { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    await waitFor(() =>
      expect(document.head.querySelector('script[src="https://www.youtube.com/iframe_api"]')).toBeTruthy(),
    );
    expect(screen.getByRole('region', { name: 'Safety basics' })).toBeTruthy();
  });

  it('says so when the content is not set up', () => {
    renderReader(Reader, { url: 'http://insecure.example.com/a.mp4' });
    expect(screen.getByText('This content is not set up yet.')).toBeTruthy();
  });
});
