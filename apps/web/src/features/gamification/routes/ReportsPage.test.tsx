import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { markSessionVerified } from '../../../lib/session.ts';
import { mockApi } from '../../../test/api-mock.ts';
import { makeCourseCard } from '../../../test/catalog-factories.ts';
import { jsonResponse, makeBranding, makeToken, makeUser } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render.tsx';
import type { PointsDay } from '../api/gamification-api.ts';
import { chartPoints } from '../components/PointsChart.tsx';

const history: PointsDay[] = [
  { day: '2026-11-18', points: 50, coins: 0, total: 50 },
  { day: '2026-11-19', points: 0, coins: 0, total: 50 },
  { day: '2026-11-20', points: 100, coins: 5, total: 150 },
];

beforeEach(() => {
  const token = makeToken();
  useAuthStore.getState().login(makeUser(), token);
  markSessionVerified(token);
});

describe('progress report', () => {
  it('lists each course with its state and completion, and draws points over time with a table', async () => {
    mockApi({
      'GET teams/fetch/demo': jsonResponse(makeBranding()),
      'GET courseLibrary': jsonResponse({
        programs: [],
        courses: [
          makeCourseCard(1, 'Welcome to Demo Company', { progress: { state: 'inProgress', percentage: 50 } }),
          makeCourseCard(2, 'Information Security Basics', {
            progress: { state: 'complete', percentage: 140 },
          }),
        ],
      }),
      'GET analytics/user-1/pointsHistory': jsonResponse(history),
    });
    renderApp('/app/reports');
    expect(await screen.findByRole('heading', { name: 'My progress report', level: 1 })).toBeTruthy();

    const courses = await screen.findByRole('table', { name: 'My courses' });
    const welcome = within(courses).getByRole('row', { name: /Welcome to Demo Company/ });
    expect(within(welcome).getByText('In progress · 50%')).toBeTruthy();
    expect(within(welcome).getByText('50%')).toBeTruthy();
    const security = within(courses).getByRole('row', { name: /Information Security Basics/ });
    expect(within(security).getByText('Complete')).toBeTruthy();
    // Capped at 100 (SPEC §5).
    expect(within(security).getByText('100%')).toBeTruthy();

    const chart = await screen.findByRole('img', { name: /Points over time/ });
    expect(chart.querySelectorAll('circle')).toHaveLength(3);
    expect(chart.querySelector('desc')?.textContent).toMatch(
      /^Total points rose from 50 on .+ to 150 on .+\.$/,
    );
    const table = screen.getByRole('table', { name: 'Points over time' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['50', '50', '0', '50', '100', '150']);
  });

  it('says so when there are no points yet', async () => {
    mockApi({
      'GET teams/fetch/demo': jsonResponse(makeBranding()),
      'GET courseLibrary': jsonResponse({ programs: [], courses: [] }),
      'GET analytics/user-1/pointsHistory': jsonResponse([]),
    });
    renderApp('/app/reports');
    expect(await screen.findByText('You have not earned any points yet.')).toBeTruthy();
    expect(screen.getByText('You have no courses yet.')).toBeTruthy();
  });
});

describe('chartPoints', () => {
  it('rises with the running total and puts the highest total at the top', () => {
    const points = chartPoints(history);
    expect(points[0]?.y).toBe(points[1]?.y);
    expect(points[2]?.y).toBeLessThan(points[0]?.y ?? 0);
    expect(points[2]?.y).toBe(16);
    expect(points[0]?.x).toBeLessThan(points[2]?.x ?? 0);
  });
});
