import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { markSessionVerified } from '../../../lib/session.ts';
import { callsTo, mockApi } from '../../../test/api-mock.ts';
import { makeCourseCard } from '../../../test/catalog-factories.ts';
import { jsonResponse, makeBranding, makeToken, makeUser } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render.tsx';
import { tierLabelVisible } from '../components/HomeHeader.tsx';

const feed = {
  recentlyViewed: [],
  newlyAdded: [{ kind: 'course' as const, item: makeCourseCard(1, 'Fire Safety') }],
  tagCarousels: [],
  recommended: [{ kind: 'course' as const, item: makeCourseCard(2, 'Data Privacy') }],
};

function api(features: Parameters<typeof makeBranding>[0] = {}) {
  return mockApi({
    'GET teams/fetch/demo': jsonResponse(makeBranding(features)),
    'GET home/feed': jsonResponse(feed),
    'GET favorites': jsonResponse({ courses: [], programs: [], articles: [] }),
    'GET courseLibrary': jsonResponse({ programs: [], courses: [] }),
    'GET articles/articleLibrary': jsonResponse([]),
    'GET users/user-1/notifications/fetch/all?limit=20': jsonResponse({
      notifications: [],
      unread: 0,
      next: null,
    }),
  });
}

function signIn(stage = 2) {
  const token = makeToken();
  useAuthStore.getState().login(makeUser({ stage }), token);
  markSessionVerified(token);
}

function setPortrait(portrait: boolean) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({
    ...original(query),
    matches: portrait && query.includes('portrait'),
  });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.stubGlobal('EventSource', undefined);
});
const landscape = window.matchMedia;
afterEach(() => {
  window.matchMedia = landscape;
});

describe('home', () => {
  it('shows the tier label only when stage display is on and there is more than one stage', () => {
    expect(tierLabelVisible({ stageDisplay: true }, 4)).toBe(true);
    expect(tierLabelVisible({ stageDisplay: false }, 4)).toBe(false);
    expect(tierLabelVisible({ stageDisplay: true }, 1)).toBe(false);
  });

  it("shows the context line and the learner's tier when stage display is on", async () => {
    api({ features: { stageDisplay: true } });
    signIn(2);
    renderApp('/');
    expect(await screen.findByText('Tier: Rookie')).toBeTruthy();
    expect(screen.getByText('Pick up where you left off, or find something new to learn.')).toBeTruthy();
  });

  it('hides the tier by default (stage display is off)', async () => {
    api();
    signIn(2);
    renderApp('/');
    expect(await screen.findByRole('region', { name: 'Newly added' })).toBeTruthy();
    expect(screen.queryByText('Tier: Rookie')).toBeNull();
  });

  it('shows the mobile home in portrait: quick links and recommendations as a carousel', async () => {
    setPortrait(true);
    api({ hiddenMenuItems: { '2': ['leaderboard'] } });
    signIn(2);
    renderApp('/');
    const quick = await screen.findByRole('navigation', { name: 'Quick links' });
    expect(within(quick).getByRole('link', { name: 'Achievements' })).toBeTruthy();
    expect(within(quick).queryByRole('link', { name: 'Leaderboard' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Recommended for you' })).toBeTruthy();
  });

  it('shows the library when the learning center is off', async () => {
    const fetchMock = api({ features: { learningCenter: false } });
    signIn();
    renderApp('/');
    await waitFor(() => expect(callsTo(fetchMock, 'GET courseLibrary').length).toBeGreaterThan(0));
    expect(callsTo(fetchMock, 'GET home/feed')).toHaveLength(0);
  });
});
