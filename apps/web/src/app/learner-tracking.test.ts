import { normalizeRecord, normalizeRollupRecord } from '@lp/shared/progress';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { articleLibraryQueryOptions, courseLibraryQueryOptions } from '../features/content/index.ts';
import { useTrackerStore } from '../features/progress/index.ts';
import { useAuthStore } from '../lib/auth-store.ts';
import { queryClient } from '../lib/query-client.ts';
import { callsTo, mockApi } from '../test/api-mock.ts';
import { id, makeArticle, makeCourseCard, makeQueueResponse } from '../test/catalog-factories.ts';
import { jsonResponse, makeToken, makeUser } from '../test/factories.ts';
import { startLearnerTracking } from './learner-tracking.ts';

const SUBMIT = 'POST activity/submit_queue';
let stop: (() => void) | undefined;

beforeEach(() => {
  useAuthStore.getState().login(makeUser(), makeToken());
  useTrackerStore.getState().claim('user-1');
});

afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
});

describe('learner tracking', () => {
  it('shows the progress a push brings back in the cached course and article libraries', async () => {
    queryClient.setQueryData(courseLibraryQueryOptions().queryKey, {
      programs: [],
      courses: [makeCourseCard(1, 'Welcome'), makeCourseCard(2, 'Other')],
    });
    queryClient.setQueryData(articleLibraryQueryOptions().queryKey, [makeArticle(7, 'How we work')]);
    mockApi({
      [SUBMIT]: jsonResponse(
        makeQueueResponse({
          courses: { [id(1)]: normalizeRollupRecord({ viewedPercentage: 50 }) },
          articles: { [id(7)]: normalizeRecord({ viewedPercentage: 100, completion: true }) },
        }),
      ),
    });
    stop = startLearnerTracking();
    window.dispatchEvent(new Event('online'));

    await vi.waitFor(() =>
      expect(
        queryClient
          .getQueryData(courseLibraryQueryOptions().queryKey)
          ?.courses.map((course) => course.learner.progress),
      ).toEqual([
        { state: 'inProgress', percentage: 50 },
        { state: 'notStarted', percentage: 0 },
      ]),
    );
    const [article] = queryClient.getQueryData(articleLibraryQueryOptions().queryKey) ?? [];
    expect(article).toMatchObject({ viewed: true, completed: true });
  });

  it('refreshes the level, points and leaderboards after a push', async () => {
    const profileKey = ['users', 'user-1', 'myprofile'];
    const boardKey = ['leaderboard', 'app', 'week', null, null];
    queryClient.setQueryData(profileKey, { points: 10 });
    queryClient.setQueryData(boardKey, { top: [] });
    mockApi({ [SUBMIT]: jsonResponse(makeQueueResponse({ learner: null })) });
    stop = startLearnerTracking();
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(queryClient.getQueryState(profileKey)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(boardKey)?.isInvalidated).toBe(true);
  });

  it('loads both libraries 5 s after a sign-in', async () => {
    useAuthStore.getState().logout();
    vi.useFakeTimers();
    const fetchMock = mockApi({
      [SUBMIT]: jsonResponse(makeQueueResponse()),
      'GET courseLibrary': jsonResponse({ programs: [], courses: [] }),
      'GET articles/articleLibrary': jsonResponse([]),
    });
    stop = startLearnerTracking();
    useAuthStore.getState().login(makeUser(), makeToken());

    await vi.advanceTimersByTimeAsync(5_000);
    expect(callsTo(fetchMock, 'GET courseLibrary')).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET articles/articleLibrary')).toHaveLength(1);
  });
});
