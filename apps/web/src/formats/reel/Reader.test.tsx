import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { endMedia, stubMediaPlayback } from '../kit/testing/media.tsx';
import { renderReader } from '../kit/testing/render.tsx';
import { Reader } from './Reader.tsx';

const content = {
  clips: [
    { url: '/api/v3/files/c1?sig=a', caption: 'Gloves first' },
    { url: '/api/v3/files/c2?sig=b', caption: 'Then the goggles' },
  ],
};

describe('reel reader', () => {
  it('moves between clips with the buttons and a swipe, and completes when the last clip ends', async () => {
    stubMediaPlayback();
    const { container, onComplete } = renderReader(Reader, content);
    expect(screen.getByText('Gloves first')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next clip' }));
    expect(screen.getByText('Then the goggles')).toBeTruthy();
    expect(screen.getByText('Clip 2 of 2')).toBeTruthy();

    const clip = container.querySelector('[aria-roledescription="clip"]') as HTMLElement;
    fireEvent.pointerDown(clip, { clientY: 100 });
    fireEvent.pointerUp(clip, { clientY: 300 });
    expect(screen.getByText('Gloves first')).toBeTruthy();

    // The first clip ending moves on to the next; the last one ending completes the reel.
    endMedia(container.querySelector('video') as HTMLVideoElement, 15);
    expect(screen.getByText('Then the goggles')).toBeTruthy();
    expect(onComplete).not.toHaveBeenCalled();
    endMedia(container.querySelector('video') as HTMLVideoElement, 12);
    expect(onComplete).toHaveBeenCalledWith({ viewedPercentage: 100 });
    expect(await screen.findByText(/You are offline/)).toBeTruthy();
  });
});
