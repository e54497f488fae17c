import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderReader } from '../kit/testing/render.tsx';
import { Reader } from './Reader.tsx';

const settings = { maxPoints: 50 } as never;

describe('badge reader', () => {
  it('shows the award with the points it grants, and claiming it completes the deck', async () => {
    const { onComplete } = renderReader(
      Reader,
      { title: 'Safety star', description: 'You know the rules.' },
      { settings },
    );
    expect(screen.getByText('Badge')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Safety star' })).toBeTruthy();
    expect(screen.getByText('You know the rules.')).toBeTruthy();
    expect(screen.getByText('+50 points')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Claim badge' }));
    expect(onComplete).toHaveBeenCalledWith({ viewedPercentage: 100 });
    expect(await screen.findByText(/You are offline/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Claim badge' })).toBeNull();
  });

  it('grants nothing again to a learner who claimed it before', () => {
    renderReader(Reader, { title: 'Safety star' }, { settings, record: { completion: true } as never });
    expect(screen.queryByText('+50 points')).toBeNull();
    expect(screen.getByText('You have claimed this before.')).toBeTruthy();
  });
});
