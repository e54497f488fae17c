import type { Leaderboard } from '@lp/shared/gamification/index';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { markSessionVerified } from '../../../lib/session.ts';
import { callsTo, mockApi } from '../../../test/api-mock.ts';
import { id, makeCourseCard } from '../../../test/catalog-factories.ts';
import { jsonResponse, makeBranding, makeToken, makeUser } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render.tsx';

const contest = { ...makeCourseCard(5, 'Sales Sprint'), kind: 'contest' as const };
const board: Leaderboard = {
  window: 'all',
  period: 'all',
  top: [{ rank: 1, userId: 'u9', name: 'Maya Iyer', image: null, avatarConfig: null, points: 80 }],
  me: null,
  around: [],
  total: 1,
};

beforeEach(() => {
  const token = makeToken();
  useAuthStore.getState().login(makeUser(), token);
  markSessionVerified(token);
});

describe('contests', () => {
  it('lists the contests and shows a contest leaderboard on demand', async () => {
    const fetchMock = mockApi({
      'GET teams/fetch/demo': jsonResponse(makeBranding({ features: { contests: true } })),
      'GET contests/list': jsonResponse([contest]),
      [`GET courses/${id(5)}/leaderboards/show?window=all`]: jsonResponse(board),
    });
    renderApp('/contests');
    const card = await screen.findByRole('article', { name: 'Sales Sprint' });
    expect(callsTo(fetchMock, `GET courses/${id(5)}/leaderboards/show?window=all`)).toHaveLength(0);
    await userEvent.click(within(card).getByRole('button', { name: 'Show leaderboard' }));
    expect(await within(card).findByRole('listitem', { name: 'Rank 1: Maya Iyer, 80 points' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Hide leaderboard' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it("switches a contest's board between all time, this month and this week", async () => {
    const weekBoard: Leaderboard = {
      ...board,
      window: 'week',
      top: [{ rank: 1, userId: 'u7', name: 'Ravi Rao', image: null, avatarConfig: null, points: 30 }],
    };
    const fetchMock = mockApi({
      'GET teams/fetch/demo': jsonResponse(makeBranding({ features: { contests: true } })),
      'GET contests/list': jsonResponse([contest]),
      [`GET courses/${id(5)}/leaderboards/show?window=all`]: jsonResponse(board),
      [`GET courses/${id(5)}/leaderboards/show?window=week`]: jsonResponse(weekBoard),
    });
    renderApp('/contests');
    const card = await screen.findByRole('article', { name: 'Sales Sprint' });
    await userEvent.click(within(card).getByRole('button', { name: 'Show leaderboard' }));
    await within(card).findByRole('listitem', { name: 'Rank 1: Maya Iyer, 80 points' });
    await userEvent.click(within(card).getByRole('tab', { name: 'This week' }));
    expect(await within(card).findByRole('listitem', { name: 'Rank 1: Ravi Rao, 30 points' })).toBeTruthy();
    expect(callsTo(fetchMock, `GET courses/${id(5)}/leaderboards/show?window=week`)).toHaveLength(1);
  });

  it('says contests are not available, without asking for them, while the team has them off', async () => {
    const fetchMock = mockApi({ 'GET teams/fetch/demo': jsonResponse(makeBranding()) });
    renderApp('/contests');
    expect(await screen.findByText('Contests are not available for this team.')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET contests/list')).toHaveLength(0);
  });
});
