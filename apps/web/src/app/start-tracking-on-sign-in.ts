import { type AuthState, useAuthStore } from '../lib/auth-store.ts';

const signedIn = (state: AuthState) => state.isUserLoggedIn && Boolean(state.user);

type LearnerTracking = typeof import('./learner-tracking.ts');

/**
 * Starts the learner's tracking (SPEC §4 "Tracking") once someone is signed in: at once for a
 * returning learner, else right after the sign-in, which is then recorded as one. The tracker, the
 * content caches it updates and the celebrations load only then, so the sign-in page carries none
 * of them. Nothing is queued or sent while no one is signed in.
 */
export function startTrackingOnSignIn(
  load: () => Promise<LearnerTracking> = () => import('./learner-tracking.ts'),
): void {
  if (signedIn(useAuthStore.getState())) {
    void load().then(({ startLearnerTracking }) => startLearnerTracking());
    return;
  }
  const stop = useAuthStore.subscribe((state) => {
    if (!signedIn(state)) return;
    stop();
    void load().then(({ startLearnerTracking }) => startLearnerTracking({ signedInJustNow: true }));
  });
}
