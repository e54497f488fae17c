import type { Leaderboard } from '@lp/shared/gamification/index';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi } from '../../test/api-mock.ts';
import { jsonResponse } from '../../test/factories.ts';
import { renderWithProviders } from '../../test/render.tsx';
import type { ReaderOutcome } from '../kit/reader-props.ts';
import { Reader } from './Reader.tsx';

const entry = (rank: number, name: string, points: number) => ({
  rank,
  userId: name.toLowerCase(),
  name,
  image: null,
  avatarConfig: null,
  points,
});

const board = (window: Leaderboard['window']): Leaderboard => ({
  window,
  period: window,
  top: [entry(1, 'Maya Iyer', 300), entry(2, 'Ravi Kumar', 250)],
  me: null,
  around: [],
  total: 2,
});

function renderInCourse(content: Record<string, unknown>) {
  const onComplete = vi.fn(async (): Promise<ReaderOutcome> => ({ status: 'saved' }));
  const router = createMemoryRouter(
    [
      {
        path: '/courses/:courseId/decks/:deckId',
        element: (
          <Reader
            name="Top learners"
            content={content}
            settings={null}
            record={null}
            onComplete={onComplete}
          />
        ),
      },
    ],
    { initialEntries: ['/courses/course-1/decks/deck-9'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return onComplete;
}

describe('leaderboard reader', () => {
  it("embeds the team's board for the chosen period and completes with Mark as complete", async () => {
    const fetchMock = mockApi({
      'GET leaderboards/appleaderboard?window=month': jsonResponse(board('month')),
    });
    const onComplete = renderInCourse({ scope: 'app', window: 'month' });
    expect(screen.getByRole('heading', { name: 'Leaderboard: this month' })).toBeTruthy();
    expect((await screen.findAllByText('Maya Iyer')).length).toBeGreaterThan(0);
    expect(callsTo(fetchMock, 'GET leaderboards/appleaderboard?window=month')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Mark as complete' }));
    expect(onComplete).toHaveBeenCalledWith({ viewedPercentage: 100 });
  });

  it("embeds the board of the deck's course", async () => {
    const fetchMock = mockApi({
      'GET courses/course-1/leaderboards/show?window=all': jsonResponse(board('all')),
    });
    renderInCourse({ scope: 'course', title: 'Who leads this course' });
    expect(screen.getByRole('heading', { name: 'Who leads this course' })).toBeTruthy();
    expect((await screen.findAllByText('Ravi Kumar')).length).toBeGreaterThan(0);
    expect(callsTo(fetchMock, 'GET leaderboards/appleaderboard?window=all')).toHaveLength(0);
  });
});
