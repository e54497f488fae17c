import type { ScormCommitResponse, ScormLaunch, ScormPlayerMessage } from '@lp/shared/formats/scorm';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store.ts';
import { callsTo, mockApi } from '../../test/api-mock.ts';
import { jsonResponse, makeUser } from '../../test/factories.ts';
import { renderReader } from '../kit/testing/render.tsx';
import { Reader } from './Reader.tsx';

const deckId = '6f1c2a34-1b2c-4d5e-8f90-123456789abc';
const CONTENT_ORIGIN = 'http://127.0.0.1:3001';
const stateRoute = () =>
  `GET formats/scorm/${deckId}/state?embedder=${encodeURIComponent(window.location.origin)}`;

function launch(expiresInMs = 30 * 60_000): ScormLaunch {
  return {
    deckId,
    package: { _id: 'p1', title: 'Fire safety basics', version: '1.2', entry: 'index.html' },
    launchUrl: `${CONTENT_ORIGIN}/scorm/player?embedder=${encodeURIComponent(window.location.origin)}#tok-1`,
    contentOrigin: CONTENT_ORIGIN,
    expiresAt: new Date(Date.now() + expiresInMs).toISOString(),
  };
}

function committed(completion: boolean, score = 0): ScormCommitResponse {
  return {
    saved: true,
    outcome: {
      status: completion ? 'passed' : 'failed',
      score,
      viewedPercentage: 100,
    },
    progress: { viewedPercentage: 100, score, points: score / 2, completion, completionDate: null },
  };
}

async function openPlayer() {
  const frame = (await screen.findByTitle('Fire safety basics')) as HTMLIFrameElement;
  fireEvent.load(frame);
  return frame;
}

/** A message as the player (or anything else) would post it to the app's window. */
function post(data: ScormPlayerMessage | Record<string, unknown>, origin: string, source: Window | null) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

describe('SCORM reader', () => {
  beforeEach(() => {
    useAuthStore.getState().login(makeUser({ _id: 'u1', first_name: 'Asha', last_name: 'Rao' }), 'token-1');
  });
  afterEach(() => {
    useAuthStore.getState().logout();
    vi.useRealTimers();
  });

  it('frames the player on the content origin and runs no SCORM runtime on its own page', async () => {
    mockApi({ [stateRoute()]: jsonResponse(launch()) });
    renderReader(Reader, { packageId: 'p1' }, { deckId });
    const frame = await openPlayer();
    // The player gets the reader's language beside its embedder; the token stays in the fragment.
    const framed = new URL(frame.getAttribute('src') ?? '');
    expect(framed.searchParams.get('lang')).toBe('en');
    framed.searchParams.delete('lang');
    expect(framed.href).toBe(launch().launchUrl);
    expect(new URL(frame.src).origin).toBe(CONTENT_ORIGIN);
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(screen.queryByText('Loading the lesson…')).toBeNull();
    const appWindow = window as Window & { API?: unknown; API_1484_11?: unknown };
    expect(appWindow.API).toBeUndefined();
    expect(appWindow.API_1484_11).toBeUndefined();
  });

  it("shows what the server answered to the player's commit, from that frame and origin only", async () => {
    mockApi({ [stateRoute()]: jsonResponse(launch()) });
    renderReader(Reader, { packageId: 'p1' }, { deckId });
    const frame = await openPlayer();
    const message = { type: 'lp-scorm:committed', result: committed(true, 80) } as const;

    post(message, 'http://evil.example', frame.contentWindow);
    post(message, CONTENT_ORIGIN, window);
    post({ type: 'lp-scorm:committed', result: { saved: true } }, CONTENT_ORIGIN, frame.contentWindow);
    expect(screen.queryByText('Lesson complete')).toBeNull();

    post(message, CONTENT_ORIGIN, frame.contentWindow);
    expect(await screen.findByText('Lesson complete')).toBeTruthy();
    expect(screen.getByText('Well done! Your best score is 80% and you have earned 40 points.')).toBeTruthy();
  });

  it('says when progress was not saved, with the server message or a fallback', async () => {
    mockApi({ [stateRoute()]: jsonResponse(launch()) });
    renderReader(Reader, { packageId: 'p1' }, { deckId });
    const frame = await openPlayer();
    post(
      { type: 'lp-scorm:problem', message: 'Finish the previous decks first' },
      CONTENT_ORIGIN,
      frame.contentWindow,
    );
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Your progress was not savedFinish the previous decks first',
    );
    post({ type: 'lp-scorm:problem', message: '' }, CONTENT_ORIGIN, frame.contentWindow);
    expect(
      await screen.findByText(
        'Your progress could not be saved. Check your connection and keep the lesson open.',
      ),
    ).toBeTruthy();
    post({ type: 'lp-scorm:committed', result: committed(false, 30) }, CONTENT_ORIGIN, frame.contentWindow);
    expect(
      await screen.findByText('This attempt scored 30%, which is not a pass. You can try again.'),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    // A later failed attempt of a deck completed before says so; the best result stays recorded.
    const failedAgain = committed(true, 80);
    failedAgain.outcome = { status: 'failed', score: 40, viewedPercentage: 100 };
    post({ type: 'lp-scorm:committed', result: failedAgain }, CONTENT_ORIGIN, frame.contentWindow);
    expect(
      await screen.findByText('This attempt scored 40%, which is not a pass. You can try again.'),
    ).toBeTruthy();
    expect(screen.queryByText(/^Well done!/)).toBeNull();
  });

  it("renews the player's token before it expires and hands it to the player's origin only", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const renewed = { token: 'tok-2', expiresAt: new Date(Date.now() + 30 * 60_000).toISOString() };
    const fetchMock = mockApi({
      [stateRoute()]: jsonResponse(launch(3 * 60_000)),
      [`POST formats/scorm/${deckId}/runtime_token`]: jsonResponse(renewed),
    });
    renderReader(Reader, { packageId: 'p1' }, { deckId });
    const frame = await openPlayer();
    const postToPlayer = vi.spyOn(frame.contentWindow as Window, 'postMessage');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(61_000);
    });
    await waitFor(() => expect(postToPlayer).toHaveBeenCalled());
    expect(postToPlayer).toHaveBeenCalledWith({ type: 'lp-scorm:token', token: 'tok-2' }, CONTENT_ORIGIN);
    const [call] = callsTo(fetchMock, `POST formats/scorm/${deckId}/runtime_token`);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ embedder: window.location.origin });
  });

  it('shows a loading state, then the server message when the lesson cannot open', async () => {
    mockApi({
      [stateRoute()]: jsonResponse({ message: 'This deck has no SCORM package yet' }, { status: 404 }),
    });
    renderReader(Reader, {}, { deckId });
    expect(screen.getByLabelText('Loading the lesson…')).toBeTruthy();
    expect(await screen.findByText('This deck has no SCORM package yet')).toBeTruthy();
  });

  it('mentions an earlier completion and explains that unsaved decks cannot be previewed', async () => {
    mockApi({ [stateRoute()]: jsonResponse(launch()) });
    const record = {
      viewedPercentage: 100,
      viewAttempts: 1,
      timeSpent: 60,
      score: 75,
      points: 30,
      coins: 0,
      completion: true,
      completionDate: '2026-01-01T00:00:00.000Z',
    };
    const first = renderReader(Reader, { packageId: 'p1' }, { deckId, record });
    expect(
      await screen.findByText(
        'You have completed this lesson before with a score of 75%. You can go through it again.',
      ),
    ).toBeTruthy();
    first.unmount();
    renderReader(Reader, {});
    expect(screen.getByText('Save the deck to preview its SCORM package here.')).toBeTruthy();
  });
});
