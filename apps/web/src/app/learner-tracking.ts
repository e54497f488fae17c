import {
  applyArticleStates,
  applyCourseStates,
  applyProgramStates,
  articleLibraryQueryOptions,
  courseLibraryQueryOptions,
} from '../features/content/index.ts';
import { onServerStates, startTracker } from '../features/progress/index.ts';
import { queryClient } from '../lib/query-client.ts';

/**
 * The progress tracker (SPEC §4 "Tracking": sessions, sign-ins, the pusher of the queue) wired to
 * the content it records: the states each push returns update the cached courses, programs and
 * articles on screen, and a sign-in prefetches both libraries (SPEC §7). Progress knows nothing of
 * those features; this is where the app joins them. Returns a function that stops it all.
 */
export function startLearnerTracking(): () => void {
  const stopCaches = onServerStates((states, userId) => {
    applyCourseStates(queryClient, states, userId);
    applyProgramStates(queryClient, states);
    applyArticleStates(queryClient, states);
  });
  const stopTracker = startTracker({
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
