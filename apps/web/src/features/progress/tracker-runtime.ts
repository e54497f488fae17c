import { LIMITS } from '@lp/shared/constants';
import { applySessionStart, normalizeLearnerState } from '@lp/shared/progress';
import { useAuthStore } from '../../lib/auth-store.ts';
import { localDay } from '../../lib/local-day.ts';
import { pushQueue } from './push-queue.ts';
import { TRACKER_STORAGE_KEY, useTrackerStore } from './tracker-store.ts';

/** How often whatever is queued goes to the server, completions or not. */
export const PUSH_INTERVAL_MS = 30_000;
/** The most sign-out waits for the LOGOUT event to be sent. */
const LOGOUT_FLUSH_MS = 3_000;

/** Makes `userId` the queue's owner; another user's unsent events cannot be sent as this one's. */
function claimFor(userId: string): void {
  const dropped = useTrackerStore.getState().claim(userId);
  if (dropped > 0) console.error(`[criticality 2] Dropped ${dropped} unsent tracker events of another user`);
}

/**
 * SPEC §4 "Session": SESSION_STARTED is queued when today (the device's day) is later than the last
 * recorded session day, from this device or the learner state; the shared rule decides.
 */
export function startSession(userId: string, today = localDay()): boolean {
  claimFor(userId);
  const { attempt, lastSessionDay } = useTrackerStore.getState();
  const { currentState, history } = attempt.learnerState;
  const started = applySessionStart(
    normalizeLearnerState(currentState),
    today,
    lastSessionDay,
    history ?? undefined,
  );
  if (!started.sessionStarted) return false;
  useTrackerStore.getState().track('SESSION_STARTED', { day: today });
  useTrackerStore.getState().setLearner(started.learner, started.history, today);
  return true;
}

export interface TrackerOptions {
  /** SPEC §7: what to load LIMITS.prefetchDelayMs after a sign-in, while the learner is still signed in. */
  prefetch?: () => void;
  /** The user now signed in has just signed in on this page (the tracker starts after a sign-in). */
  signedInJustNow?: boolean;
}

/** A sign-in on this device: LOGIN, a session when the day is new, and the SPEC §7 prefetch. */
function onSignIn(userId: string, prefetch: TrackerOptions['prefetch']): void {
  claimFor(userId);
  useTrackerStore.getState().track('LOGIN');
  startSession(userId);
  if (!prefetch) return;
  setTimeout(() => {
    const { isUserLoggedIn, user } = useAuthStore.getState();
    if (isUserLoggedIn && user?._id === userId) prefetch();
  }, LIMITS.prefetchDelayMs);
}

/** Queues LOGOUT and gives the queue a short chance to reach the server before the session ends. */
export async function flushBeforeSignOut(timeoutMs = LOGOUT_FLUSH_MS): Promise<void> {
  const { isUserLoggedIn, user } = useAuthStore.getState();
  if (!isUserLoggedIn || !user) return;
  claimFor(user._id);
  useTrackerStore.getState().track('LOGOUT');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  await Promise.race([pushQueue(), timeout]);
  clearTimeout(timer);
}

const signedInUser = (state: ReturnType<typeof useAuthStore.getState>) =>
  state.isUserLoggedIn ? (state.user?._id ?? null) : null;

/**
 * The tracker's life in the app (main.tsx starts it): sessions and sign-ins, and a pusher that sends
 * the queue as soon as it is pushable, every PUSH_INTERVAL_MS, when the device comes back online and
 * when the page is hidden or shown again. Returns a function that stops it all.
 */
export function startTracker({ prefetch, signedInJustNow = false }: TrackerOptions = {}): () => void {
  const push = () => {
    if (useTrackerStore.getState().queue.length > 0) void pushQueue();
  };
  const current = signedInUser(useAuthStore.getState());
  if (current && signedInJustNow) onSignIn(current, prefetch);
  else if (current) startSession(current);
  if (useTrackerStore.getState().pushable) push();

  const stopAuth = useAuthStore.subscribe((state, previous) => {
    const userId = signedInUser(state);
    if (userId && userId !== signedInUser(previous)) onSignIn(userId, prefetch);
  });
  const stopQueue = useTrackerStore.subscribe((state, previous) => {
    const becamePushable = state.pushable && !previous.pushable;
    if (becamePushable || (state.pushable && state.queue.length > previous.queue.length)) push();
  });
  const onVisibility = () => {
    const userId = signedInUser(useAuthStore.getState());
    if (document.visibilityState === 'visible' && userId) startSession(userId);
    push();
  };
  // Another tab changed the queue: take its copy, so neither tab overwrites the other's events.
  const onStorage = (event: StorageEvent) => {
    if (event.key === TRACKER_STORAGE_KEY) void useTrackerStore.persist.rehydrate();
  };
  const timer = setInterval(push, PUSH_INTERVAL_MS);
  window.addEventListener('online', push);
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', onVisibility);

  return () => {
    stopAuth();
    stopQueue();
    clearInterval(timer);
    window.removeEventListener('online', push);
    window.removeEventListener('storage', onStorage);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
