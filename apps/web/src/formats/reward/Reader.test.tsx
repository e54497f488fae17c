import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderReader } from '../kit/testing/render.tsx';
import { Reader } from './Reader.tsx';

describe('reward reader', () => {
  it('grants no points, says how to claim it and completes when claimed', async () => {
    const { onComplete } = renderReader(
      Reader,
      { title: 'Lunch voucher', howToClaim: 'Show this screen at the canteen.' },
      { settings: { maxPoints: 100 } as never },
    );
    expect(screen.queryByText(/points/)).toBeNull();
    expect(screen.getByText('Show this screen at the canteen.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Claim reward' }));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });
});
