import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import type { ReaderOutcome } from '../kit/reader-props.ts';
import { Reader } from './Reader.tsx';

const content = {
  slides: [
    { title: '9:00 Stand-up', text: 'Plans and blockers.' },
    { title: '12:30 Lunch', text: 'A new region every day.' },
    { title: '16:00 Learning hour', text: 'One hour a week.' },
  ],
};

function renderStory() {
  const onComplete = vi.fn(async (): Promise<ReaderOutcome> => ({ status: 'saved' }));
  renderWithProviders(
    <Reader name="A day" content={content} settings={null} record={null} onComplete={onComplete} />,
  );
  return onComplete;
}

describe('story reader', () => {
  it('turns slides with the buttons and the arrow keys, and completes on the last slide', async () => {
    const onComplete = renderStory();
    expect(screen.getByText('Slide 1 of 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByText('12:30 Lunch')).toBeTruthy();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByText('9:00 Stand-up')).toBeTruthy();
    expect(onComplete).not.toHaveBeenCalled();

    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByText('16:00 Learning hour')).toBeTruthy();
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith({ viewedPercentage: 100 });
    expect(await screen.findByText(/You are offline/)).toBeTruthy();
  });

  it('turns slides with a swipe', () => {
    renderStory();
    const slide = screen.getByLabelText('Slide 1 of 3', { selector: '[aria-roledescription]' });
    fireEvent.pointerDown(slide, { clientX: 300 });
    fireEvent.pointerUp(slide, { clientX: 100 });
    expect(screen.getByText('12:30 Lunch')).toBeTruthy();
  });
});
