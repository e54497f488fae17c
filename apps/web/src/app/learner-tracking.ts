import {
  applyArticleStates,
  applyCourseStates,
  applyProgramStates,
  articleLibraryQueryOptions,
  courseLibraryQueryOptions,
} from '../features/content/index.ts';
import { refreshAfterProgress } from '../features/gamification/index.ts';
import { onServerStates, startTracker } from '../features/progress/index.ts';
import { celebrate } from '../lib/celebrate.ts';
import { queryClient } from '../lib/query-client.ts';

/** A course whose completion date is this recent was finished by the push that returned it. */
const JUST_NOW_MS = 2 * 60 * 1000;

const finishedJustNow = (record: { completion: boolean; completionDate: string | null }, now: number) =>
  record.completion &&
  record.completionDate !== null &&
  now - Date.parse(record.completionDate) < JUST_NOW_MS;

/**
 * The progress tracker (SPEC §4 "Tracking": sessions, sign-ins, the pusher of the queue) wired to
 * the content it records: the states each push returns update the cached courses, programs and
 * articles on screen, refresh the learner's level, points and leaderboards (a finished course is
 * celebrated), and a sign-in prefetches both libraries (SPEC §7). Progress knows nothing of
 * those features; this is where the app joins them. Returns a function that stops it all.
 */
export function startLearnerTracking({ signedInJustNow = false } = {}): () => void {
  const stopCaches = onServerStates((states, userId) => {
    applyCourseStates(queryClient, states, userId);
    applyProgramStates(queryClient, states);
    applyArticleStates(queryClient, states);
    // Points, level, rank and boards follow what the push changed; the home carousels too.
    refreshAfterProgress(queryClient, userId);
    void queryClient.invalidateQueries({ queryKey: ['home'] });
    const now = Date.now();
    if (Object.values(states.courses).some((course) => finishedJustNow(course, now))) celebrate('big');
  });
  const stopTracker = startTracker({
    signedInJustNow,
    prefetch: () => {
      void queryClient.prefetchQuery(articleLibraryQueryOptions());
      void queryClient.prefetchQuery(courseLibraryQueryOptions());
    },
  });
  return () => {
    stopCaches();
    stopTracker();
  };
}
