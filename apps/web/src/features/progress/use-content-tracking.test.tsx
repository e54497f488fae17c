import { render, waitFor } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store.ts';
import { mockApi } from '../../test/api-mock.ts';
import { id } from '../../test/catalog-factories.ts';
import { makeToken, makeUser } from '../../test/factories.ts';
import { useTrackerStore } from './tracker-store.ts';
import { type TrackedContent, useContentTracking } from './use-content-tracking.ts';

const deck = (n: number): TrackedContent => ({
  kind: 'deck',
  target: { course: id(1), topic: id(2), deck: id(n), readerType: 'story' },
});
const events = () =>
  useTrackerStore.getState().queue.map((entry) => [entry.name, entry.payload.deckId ?? null]);

/** A reader that completes while it mounts (a one-slide story), before its parent's effects run. */
function EagerReader({ onComplete }: { onComplete: () => void }) {
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    onComplete();
  }, [onComplete]);
  return null;
}

function Player({
  content,
  preview = false,
  eager = false,
}: {
  content: TrackedContent;
  preview?: boolean;
  eager?: boolean;
}) {
  const tracking = useContentTracking(content, { preview });
  return eager ? <EagerReader onComplete={() => void tracking.complete({ viewedPercentage: 100 })} /> : null;
}

beforeEach(() => {
  useAuthStore.getState().login(makeUser(), makeToken());
  useTrackerStore.getState().claim('user-1');
  // Nothing answers: the events stay in the queue for the assertions.
  mockApi({ 'POST activity/submit_queue': () => new Promise<Response>(() => {}) });
});

describe('content tracking', () => {
  it('abandons the deck being left, with its own id, when the player moves to another deck', async () => {
    const view = render(<Player content={deck(11)} />);
    view.rerender(<Player content={deck(12)} />);
    view.unmount();
    await waitFor(() =>
      expect(events()).toEqual([
        ['DECK_STARTED', id(11)],
        ['DECK_ABANDONED', id(11)],
        ['PUSH_STATE', null],
        ['DECK_STARTED', id(12)],
        ['DECK_ABANDONED', id(12)],
        ['PUSH_STATE', null],
      ]),
    );
  });

  it('starts the attempt first when a reader completes while mounting, and does not abandon it', async () => {
    // Signed out, the push sends nothing and the events stay queued.
    useAuthStore.getState().logout();
    const view = render(<Player content={deck(11)} eager />);
    view.unmount();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events()).toEqual([
      ['DECK_STARTED', id(11)],
      ['DECK_COMPLETED', id(11)],
      ['PUSH_STATE', null],
    ]);
  });

  it('abandons an unfinished attempt when the page goes away (reload, closed tab)', () => {
    render(<Player content={deck(11)} />);
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pagehide'));
    expect(events()).toEqual([
      ['DECK_STARTED', id(11)],
      ['DECK_ABANDONED', id(11)],
      ['PUSH_STATE', null],
    ]);
  });

  it('records nothing in preview mode', async () => {
    const view = render(<Player content={deck(11)} preview eager />);
    view.unmount();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events()).toEqual([]);
  });
});
