import type { Leaderboard, LeaderboardEntry } from '@lp/shared/gamification/index';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { markSessionVerified } from '../../../lib/session.ts';
import { callsTo, mockApi } from '../../../test/api-mock.ts';
import { jsonResponse, makeBranding, makeToken, makeUser } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render.tsx';

function entry(rank: number, name: string, points: number, userId = name.toLowerCase()): LeaderboardEntry {
  return { rank, userId, name, image: null, avatarConfig: null, points };
}

function board(overrides: Partial<Leaderboard> = {}): Leaderboard {
  return {
    window: 'all',
    period: 'all',
    top: [
      entry(1, 'Maya Iyer', 300),
      entry(2, 'Ravi Kumar', 250),
      entry(2, 'Lena Park', 250),
      entry(4, 'Omar Said', 120),
    ],
    me: entry(9, 'Asha Rao', 40, 'user-1'),
    around: [entry(8, 'Jon Bell', 45), entry(10, 'Kim Lee', 30)],
    total: 12,
    ...overrides,
  };
}

function signIn() {
  const token = makeToken();
  useAuthStore.getState().login(makeUser(), token);
  markSessionVerified(token);
}

const ALL = 'GET leaderboards/appleaderboard?window=all';

describe('leaderboard', () => {
  beforeEach(signIn);

  it('shows the podium, the ranks with ties as sent, and pins my row with the rows around it', async () => {
    mockApi({ 'GET teams/fetch/demo': jsonResponse(makeBranding()), [ALL]: jsonResponse(board()) });
    renderApp('/view/leaderboard');

    const podium = await screen.findByRole('list', { name: 'Top three' });
    const places = within(podium).getAllByRole('listitem');
    // Second place on the left, the winner in the middle.
    expect(places.map((place) => place.getAttribute('aria-label'))).toEqual([
      'Rank 2: Ravi Kumar, 250 points',
      'Rank 1: Maya Iyer, 300 points',
      'Rank 2: Lena Park, 250 points',
    ]);
    expect(within(podium).getByText('MI')).toBeTruthy();

    const rankings = screen.getByRole('list', { name: 'Rankings' });
    expect(within(rankings).getByRole('listitem', { name: 'Rank 4: Omar Said, 120 points' })).toBeTruthy();

    const mine = screen.getByRole('list', { name: 'Your position' });
    expect(
      within(mine)
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual(['Rank 8: Jon Bell, 45 points', 'Rank 9: Asha Rao, 40 points', 'Rank 10: Kim Lee, 30 points']);
    const myRow = screen.getByTestId('my-leaderboard-row');
    expect(myRow.getAttribute('aria-current')).toBe('true');
    expect(within(myRow).getByText('You')).toBeTruthy();
    expect(screen.getByText('Learners ranked: 12')).toBeTruthy();
    // /view/* has no shell.
    expect(screen.queryByRole('link', { name: 'Log out' })).toBeNull();
  });

  it('highlights my row in place when I am in the top list, without a pinned section', async () => {
    const me = entry(4, 'Asha Rao', 120, 'user-1');
    mockApi({
      'GET teams/fetch/demo': jsonResponse(makeBranding()),
      [ALL]: jsonResponse(board({ top: [...board().top.slice(0, 3), me], me, around: [] })),
    });
    renderApp('/view/leaderboard');
    const rankings = await screen.findByRole('list', { name: 'Rankings' });
    expect(within(rankings).getByTestId('my-leaderboard-row').getAttribute('aria-label')).toBe(
      'Rank 4: Asha Rao, 120 points',
    );
    expect(screen.queryByRole('list', { name: 'Your position' })).toBeNull();
  });

  it('says so when I have no points yet in the period', async () => {
    mockApi({
      'GET teams/fetch/demo': jsonResponse(makeBranding()),
      [ALL]: jsonResponse(board({ me: { ...entry(0, 'Asha Rao', 0, 'user-1') }, around: [] })),
    });
    renderApp('/view/leaderboard');
    expect(await screen.findByText('You have no points in this period yet.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Your position' })).toBeNull();
  });

  it('asks for the chosen window when a tab changes', async () => {
    const fetchMock = mockApi({
      'GET teams/fetch/demo': jsonResponse(makeBranding()),
      [ALL]: jsonResponse(board()),
      'GET leaderboards/appleaderboard?window=week': jsonResponse(
        board({
          window: 'week',
          period: 'w2026-47',
          top: [entry(1, 'Kim Lee', 30)],
          me: null,
          around: [],
          total: 1,
        }),
      ),
    });
    renderApp('/view/leaderboard');
    await screen.findByRole('list', { name: 'Top three' });

    await userEvent.click(screen.getByRole('tab', { name: 'This week' }));
    expect(await screen.findByRole('listitem', { name: 'Rank 1: Kim Lee, 30 points' })).toBeTruthy();
    expect(callsTo(fetchMock, 'GET leaderboards/appleaderboard?window=week')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'This week' }).getAttribute('aria-selected')).toBe('true');
  });

  it('narrows the board to one segment value and back to everyone', async () => {
    const segmentPath =
      'GET leaderboards/appleaderboard?window=all&segmentField=department&segmentValue=Sales';
    const fetchMock = mockApi({
      'GET teams/fetch/demo': jsonResponse(makeBranding()),
      [ALL]: jsonResponse(board()),
      [segmentPath]: jsonResponse(
        board({ top: [entry(1, 'Omar Said', 120)], me: null, around: [], total: 1 }),
      ),
    });
    renderApp('/view/leaderboard');
    await screen.findByRole('list', { name: 'Top three' });

    await userEvent.click(screen.getByRole('combobox', { name: 'Compare within' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Department' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Group name' }), 'Sales');
    await userEvent.click(screen.getByRole('button', { name: 'Show group' }));
    expect(await screen.findByRole('listitem', { name: 'Rank 1: Omar Said, 120 points' })).toBeTruthy();
    expect(callsTo(fetchMock, segmentPath)).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Show everyone' }));
    await waitFor(() =>
      expect(screen.getByRole('listitem', { name: 'Rank 1: Maya Iyer, 300 points' })).toBeTruthy(),
    );
  });

  it('shows the board inside the shell on /app/leaderboard', async () => {
    mockApi({ 'GET teams/fetch/demo': jsonResponse(makeBranding()), [ALL]: jsonResponse(board()) });
    renderApp('/app/leaderboard');
    expect(await screen.findByRole('heading', { name: 'Leaderboard', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Top three' })).toBeTruthy();
  });
});
