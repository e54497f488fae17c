import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { endMedia, playRange, playTo, stubMediaPlayback } from '../kit/testing/media.tsx';
import { renderReader } from '../kit/testing/render.tsx';
import { Reader } from './Reader.tsx';

// As a learner receives it: no answer keys.
const content = {
  url: '/api/v3/files/v1?sig=abc',
  questions: [
    {
      id: 'q1',
      type: 'single',
      prompt: 'Which way do you bend?',
      options: [
        { id: 'a', text: 'Knees' },
        { id: 'b', text: 'Back' },
      ],
    },
    { id: 'q2', type: 'truefalse', prompt: 'Twist while lifting?' },
  ],
  cues: [
    { questionId: 'q2', at: 20 },
    { questionId: 'q1', at: 5 },
  ],
};

describe('interactive video reader', () => {
  it('pauses at each question, sends the answer and completes when the video ends', async () => {
    const media = stubMediaPlayback();
    const { container, onComplete, onRespond } = renderReader(Reader, content);
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(screen.getByText('0 of 2 questions answered')).toBeTruthy();

    playRange(video, 0, 5, 30);
    expect(media.pause).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Question' })).toBe(document.activeElement);
    const answer = screen.getByRole('button', { name: 'Answer and continue' });
    expect((answer as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Knees' }));
    await userEvent.click(answer);
    expect(onRespond).toHaveBeenCalledWith('q1', ['a']);
    expect(media.play).toHaveBeenCalled();

    // Seeking past the second question still stops at it.
    playTo(video, 28, 30);
    expect(screen.getByText('Twist while lifting?')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'False' }));
    await userEvent.click(screen.getByRole('button', { name: 'Answer and continue' }));
    expect(onRespond).toHaveBeenCalledWith('q2', false);
    expect(onComplete).not.toHaveBeenCalled();

    playRange(video, 20, 29, 30);
    endMedia(video, 30);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete.mock.lastCall?.[0].viewedPercentage).toBeGreaterThan(0);
  });

  it('asks the questions left when the learner skips to the end, then completes', async () => {
    stubMediaPlayback();
    const { container, onComplete, onRespond } = renderReader(Reader, content);
    const video = container.querySelector('video') as HTMLVideoElement;
    playRange(video, 0, 2, 30);
    playTo(video, 29, 30);
    expect(screen.getByText('Which way do you bend?')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Back' }));
    await userEvent.click(screen.getByRole('button', { name: 'Answer and continue' }));
    endMedia(video, 30);
    expect(screen.getByText('Twist while lifting?')).toBeTruthy();
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: 'True' }));
    await userEvent.click(screen.getByRole('button', { name: 'Answer and continue' }));
    expect(onRespond).toHaveBeenCalledTimes(2);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });
});
