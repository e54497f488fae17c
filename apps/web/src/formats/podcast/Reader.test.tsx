import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { endMedia, playRange, stubMediaPlayback } from '../kit/testing/media.tsx';
import { renderReader } from '../kit/testing/render.tsx';
import { Reader } from './Reader.tsx';

const content = {
  url: '/api/v3/files/p1?sig=a',
  description: 'Episode 4: night shifts',
  chapters: [
    { title: 'Sleep', at: 600 },
    { title: 'Welcome', at: 0 },
  ],
};

describe('podcast reader', () => {
  it('jumps to chapters, changes the speed and completes when the episode ends', async () => {
    const media = stubMediaPlayback();
    const { container, onComplete } = renderReader(Reader, content);
    const audio = container.querySelector('audio') as HTMLAudioElement;
    expect(audio.getAttribute('aria-label')).toBe('Safety basics');
    const chapters = screen.getByRole('navigation', { name: 'Chapters' });
    expect(chapters.textContent).toMatch(/Welcome.*0:00.*Sleep.*10:00/);

    await userEvent.click(screen.getByRole('button', { name: /Sleep/ }));
    expect(audio.currentTime).toBe(600);
    expect(media.play).toHaveBeenCalled();

    await userEvent.click(screen.getByText('1.5×'));
    expect(audio.playbackRate).toBe(1.5);

    playRange(audio, 600, 610, 1200);
    expect(screen.getByRole('button', { name: /Sleep/ }).getAttribute('aria-current')).toBe('true');
    endMedia(audio, 1200);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });
});
