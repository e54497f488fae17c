import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { endMedia, stubMediaPlayback } from '../kit/testing/media.tsx';
import { renderReader } from '../kit/testing/render.tsx';
import { Reader } from './Reader.tsx';

const content = {
  items: [
    { title: 'Welcome talk', url: '/api/v3/files/a?sig=1', kind: 'video' },
    { title: 'Audio tour', url: '/api/v3/files/b?sig=2', kind: 'audio' },
  ],
};

describe('playlist reader', () => {
  it('plays the items in turn and completes when every item has been played to the end', async () => {
    stubMediaPlayback();
    const { container, onComplete } = renderReader(Reader, content);
    expect(screen.getByRole('heading', { name: 'Welcome talk' })).toBeTruthy();
    expect(screen.getByText('0 of 2 finished')).toBeTruthy();

    endMedia(container.querySelector('video') as HTMLVideoElement, 30);
    expect(screen.getByRole('heading', { name: 'Audio tour' })).toBeTruthy();
    expect(screen.getByText('1 of 2 finished')).toBeTruthy();
    expect(onComplete).not.toHaveBeenCalled();

    // Picking an item from the list plays it.
    await userEvent.click(screen.getByRole('button', { name: /Welcome talk/ }));
    expect(screen.getByRole('heading', { name: 'Welcome talk' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Audio tour/ }));
    endMedia(container.querySelector('audio') as HTMLAudioElement, 60);
    expect(screen.getByText('2 of 2 finished')).toBeTruthy();
    expect(onComplete).toHaveBeenCalledWith({ viewedPercentage: 100 });
  });
});
