import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Reader } from './Reader.tsx';
import { endMedia, playRange, playTo, renderReader } from './test-utils.tsx';

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
