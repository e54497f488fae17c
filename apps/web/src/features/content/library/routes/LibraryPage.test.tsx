import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../../lib/auth-store.ts';
import { markSessionVerified } from '../../../../lib/session.ts';
import { callsTo, mockApi } from '../../../../test/api-mock.ts';
import { makeArticle, makeCourseCard } from '../../../../test/catalog-factories.ts';
import { jsonResponse, makeBranding, makeToken, makeUser } from '../../../../test/factories.ts';
import { renderApp } from '../../../../test/render.tsx';

const program = {
  ...makeCourseCard(7, 'Onboarding Essentials'),
  sequential: true,
  courseCount: 2,
};

beforeEach(() => {
  const token = makeToken();
  useAuthStore.getState().login(makeUser(), token);
  markSessionVerified(token);
});

function mockLibrary() {
  return mockApi({
    'GET teams/fetch/demo': jsonResponse(makeBranding()),
    'GET courseLibrary': jsonResponse({
      programs: [program],
      courses: [
        makeCourseCard(1, 'Welcome to Demo Company', { progress: { state: 'inProgress', percentage: 50 } }),
        makeCourseCard(2, 'Information Security Basics', {
          access: { state: 'prerequisiteLocked', at: null },
        }),
      ],
    }),
    'GET articles/articleLibrary': jsonResponse([
      makeArticle(5, 'Holiday calendar 2027', { completed: true }),
    ]),
    'GET activity/user-1/sessions': jsonResponse({
      timeSpent: 0,
      points: 120,
      sessions: 2,
      lastSessionDate: null,
      today: null,
    }),
  });
}

describe('library', () => {
  it('lists programs, courses with their state, and articles', async () => {
    mockLibrary();
    renderApp('/library');

    const courses = await screen.findByRole('region', { name: 'Courses' });
    expect(within(courses).getByText('In progress · 50%')).toBeTruthy();
    expect(within(courses).getByText('Finish the previous courses first')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Programs' })).getByText('2 courses')).toBeTruthy();
    const articles = screen.getByRole('region', { name: 'Articles' });
    expect(within(articles).getByRole('link').getAttribute('href')).toMatch(/^\/content\/article\//);
    expect(within(articles).getByText('Completed')).toBeTruthy();
  });

  it("shows the learner's points, and the sync button refetches and says so", async () => {
    const fetchMock = mockLibrary();
    renderApp('/learningcenter');
    expect(await screen.findByText('120 points')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Sync data' }));

    expect(await screen.findByText('Progress updated to server and content refreshed!')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET courseLibrary')).toHaveLength(2);
  });
});
