import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTrackerStore } from '../features/progress/index.ts';
import { useAuthStore } from '../lib/auth-store.ts';
import { makeToken, makeUser } from '../test/factories.ts';
import * as learnerTracking from './learner-tracking.ts';
import { startTrackingOnSignIn } from './start-tracking-on-sign-in.ts';

const names = () => useTrackerStore.getState().queue.map((entry) => entry.name);
const stops: (() => void)[] = [];

/** The real module, with each start recorded and its stop kept for cleanup. */
function loader() {
  const started = vi.fn((options?: { signedInJustNow?: boolean }) => {
    const stop = learnerTracking.startLearnerTracking(options);
    stops.push(stop);
    return stop;
  });
  const load = vi.fn(async () => ({ ...learnerTracking, startLearnerTracking: started }));
  return { load, started };
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  useAuthStore.getState().logout();
});

describe('starting the learner tracking', () => {
  it('loads nothing while no one is signed in, and records the sign-in once it comes', async () => {
    useAuthStore.getState().logout();
    useTrackerStore.getState().claim('user-1');
    const { load, started } = loader();
    startTrackingOnSignIn(load);
    expect(load).not.toHaveBeenCalled();

    useAuthStore.getState().login(makeUser(), makeToken());
    await vi.waitFor(() => expect(started).toHaveBeenCalledWith({ signedInJustNow: true }));
    expect(names()).toContain('LOGIN');

    // Later sign-ins are the running tracker's: it is not loaded or started twice.
    useAuthStore.getState().logout();
    useAuthStore.getState().login(makeUser(), makeToken());
    expect(load).toHaveBeenCalledOnce();
  });

  it('starts at once for a learner already signed in, without a new LOGIN', async () => {
    useAuthStore.getState().login(makeUser(), makeToken());
    useTrackerStore.getState().claim('user-1');
    const before = names().filter((name) => name === 'LOGIN').length;
    const { load, started } = loader();
    startTrackingOnSignIn(load);
    await vi.waitFor(() => expect(started).toHaveBeenCalledWith());
    expect(names().filter((name) => name === 'LOGIN')).toHaveLength(before);
  });
});
