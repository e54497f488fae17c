import type { LeaderboardEntry } from '@lp/shared/gamification/index';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { Podium } from './Podium.tsx';

const entry = (rank: number, name: string, points: number): LeaderboardEntry => ({
  rank,
  userId: name,
  name,
  image: null,
  avatarConfig: null,
  points,
});

/** The height of each learner's step, in the order the podium shows them (second, first, third). */
const stepHeights = () =>
  screen
    .getAllByTestId('podium-entry')
    .map((item) => (item.querySelector('.mantine-Paper-root') as HTMLElement).style.height);

describe('podium', () => {
  it('puts the winner on the highest step, second and third lower', () => {
    renderWithProviders(
      <Podium entries={[entry(1, 'Maya', 300), entry(2, 'Ravi', 250), entry(3, 'Lena', 200)]} myUserId="x" />,
    );
    const [second, first, third] = stepHeights();
    expect([second, first, third]).toEqual(['5.5rem', '8rem', '4rem']);
  });

  it('stands learners tied for a rank on the same step', () => {
    renderWithProviders(
      <Podium entries={[entry(1, 'Maya', 230), entry(1, 'Ravi', 230), entry(3, 'Lena', 200)]} myUserId="x" />,
    );
    expect(stepHeights()).toEqual(['8rem', '8rem', '4rem']);
  });
});
