import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderReader } from '../kit/testing/render.tsx';
import { Reader } from './Reader.tsx';

describe('medal reader', () => {
  it('shows the medal picture with its title as the alternative text', () => {
    renderReader(
      Reader,
      { title: 'Gold in first aid', image: '/api/v3/files/m1?sig=a' },
      { settings: { maxPoints: 1 } as never },
    );
    expect(screen.getByRole('img', { name: 'Gold in first aid' }).getAttribute('src')).toBe(
      '/api/v3/files/m1?sig=a',
    );
    expect(screen.getByText('+1 point')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Claim medal' })).toBeTruthy();
  });
});
