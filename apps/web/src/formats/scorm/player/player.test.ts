import type { ScormCommitResponse, ScormPlayerSession } from '@lp/shared/formats/scorm';
import { Scorm12API, Scorm2004API } from 'scorm-again';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { jsonResponse } from '../../../test/factories.ts';
import { startPlayer } from './player.ts';

const EMBEDDER = 'http://localhost:3000';
type ApiWindow = Window & { API?: Scorm12API; API_1484_11?: Scorm2004API };
const playerWindow = () => window as ApiWindow;

function session(version: '1.2' | '2004', cmi: Record<string, unknown> | null): ScormPlayerSession {
  return {
    deckId: 'd1',
    title: 'Fire safety basics',
    version,
    entryUrl: '/scorm/files/p1/ft/index.html',
    cmi,
    learner: { id: 'u1', firstName: 'Asha', lastName: 'Rao' },
    embedder: EMBEDDER,
    items: [],
    startItem: null,
  };
}

const answer: ScormCommitResponse = {
  saved: true,
  outcome: { status: 'passed', score: 80, viewedPercentage: 100 },
  progress: { viewedPercentage: 100, score: 80, points: 40, completion: true, completionDate: null },
};

let app: Window;
let toApp: Mock;
let fetchMock: Mock;

/** The player's page as the app frames it, with the app's window as its parent. */
async function start(
  playerSession: ScormPlayerSession | Response,
  { hash = '#tok-1', embedder = EMBEDDER }: { hash?: string; embedder?: string } = {},
) {
  window.history.replaceState(null, '', `/scorm/player?embedder=${encodeURIComponent(embedder)}${hash}`);
  fetchMock = vi.fn(async (url: string) => {
    if (url === '/scorm/runtime/session') {
      return playerSession instanceof Response ? playerSession : jsonResponse(playerSession);
    }
    return jsonResponse(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  await startPlayer({ window, parent: app });
}

const commits = () =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/scorm/runtime/commit')
    .map(([, init]) => ({
      body: JSON.parse(String(init.body)),
      keepalive: init.keepalive,
      authorization: new Headers(init.headers).get('authorization'),
    }));

function fromApp(data: unknown, origin = EMBEDDER, source: Window = app) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

describe('the SCORM player on the content origin', () => {
  beforeEach(() => {
    const frame = document.createElement('iframe');
    document.head.append(frame);
    app = frame.contentWindow as Window;
    toApp = vi.fn();
    app.postMessage = toApp as Window['postMessage'];
  });
  afterEach(() => {
    // Ends this test's session (the player lives as long as its page).
    window.dispatchEvent(new Event('pagehide'));
    delete playerWindow().API;
    delete playerWindow().API_1484_11;
    document.head.replaceChildren();
    document.body.replaceChildren();
    vi.unstubAllGlobals();
  });

  it('loads its session with the token, hides the token and resumes a 1.2 package', async () => {
    const saved = {
      core: { lesson_location: 'page-3', lesson_status: 'incomplete', exit: 'suspend' },
      suspend_data: 'abc',
    };
    await start(session('1.2', saved));
    expect(fetchMock).toHaveBeenCalledWith('/scorm/runtime/session', {
      headers: { authorization: 'Bearer tok-1' },
      cache: 'no-store',
    });
    expect(window.location.hash).toBe('');
    const frame = document.body.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('/scorm/files/p1/ft/index.html');
    expect(frame?.title).toBe('Fire safety basics');

    const api = playerWindow().API as Scorm12API;
    expect(api).toBeInstanceOf(Scorm12API);
    api.LMSInitialize('');
    expect(api.LMSGetValue('cmi.core.entry')).toBe('resume');
    expect(api.LMSGetValue('cmi.core.lesson_location')).toBe('page-3');
    expect(api.LMSGetValue('cmi.suspend_data')).toBe('abc');
    expect(api.LMSGetValue('cmi.core.student_name')).toBe('Rao, Asha');
  });

  it('commits with the runtime token and tells the app origin what the server answered', async () => {
    await start(session('1.2', null));
    const api = playerWindow().API as Scorm12API;
    api.LMSInitialize('');
    api.LMSSetValue('cmi.core.score.raw', '80');
    api.LMSSetValue('cmi.core.lesson_status', 'passed');
    api.LMSCommit('');
    await vi.waitFor(() => expect(toApp).toHaveBeenCalled());
    expect(toApp).toHaveBeenCalledWith({ type: 'lp-scorm:committed', result: answer }, EMBEDDER);
    expect(commits()[0]).toMatchObject({
      authorization: 'Bearer tok-1',
      keepalive: false,
      body: { finished: false, cmi: { core: { lesson_status: 'passed', score: { raw: '80' } } } },
    });
  });

  it('takes a renewed token from the app origin only, and sends the final commit with keepalive', async () => {
    await start(session('2004', null));
    const api = playerWindow().API_1484_11 as Scorm2004API;
    expect(api).toBeInstanceOf(Scorm2004API);
    expect(playerWindow().API).toBeUndefined();
    api.Initialize('');
    expect(api.GetValue('cmi.entry')).toBe('ab-initio');
    expect(api.GetValue('cmi.learner_name')).toBe('Asha Rao');

    fromApp({ type: 'lp-scorm:token', token: 'evil-origin' }, 'http://evil.example');
    fromApp({ type: 'lp-scorm:token', token: 'evil-source' }, EMBEDDER, window);
    fromApp({ type: 'lp-scorm:token', token: 'tok-2' });
    api.SetValue('cmi.completion_status', 'completed');
    api.SetValue('cmi.score.scaled', '0.9');
    api.Terminate('');
    await vi.waitFor(() => expect(commits()).toHaveLength(1));
    expect(commits()[0]).toMatchObject({
      authorization: 'Bearer tok-2',
      keepalive: true,
      body: { finished: true, cmi: { completion_status: 'completed', score: { scaled: '0.9' } } },
    });
  });

  it('ends a running session when its page goes away', async () => {
    await start(session('1.2', null));
    const api = playerWindow().API as Scorm12API;
    api.LMSInitialize('');
    api.LMSSetValue('cmi.core.lesson_location', 'slide-7');
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(commits()).toHaveLength(1));
    expect(commits()[0]).toMatchObject({
      keepalive: true,
      body: { finished: true, cmi: { core: { lesson_location: 'slide-7' } } },
    });
  });

  it('relays why a commit was refused', async () => {
    await start(session('1.2', null));
    fetchMock.mockImplementation(async () =>
      jsonResponse({ message: 'Finish the previous decks first' }, { status: 409 }),
    );
    const api = playerWindow().API as Scorm12API;
    api.LMSInitialize('');
    api.LMSCommit('');
    await vi.waitFor(() =>
      expect(toApp).toHaveBeenCalledWith(
        { type: 'lp-scorm:problem', message: 'Finish the previous decks first' },
        EMBEDDER,
      ),
    );
  });

  it('does not start without a token, outside the app, or for another app origin', async () => {
    await start(session('1.2', null), { hash: '' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.body.textContent).toBe('Open this lesson from the learning app.');

    await start(session('1.2', null), { embedder: 'http://other.example' });
    expect(playerWindow().API).toBeUndefined();
    expect(document.body.querySelector('iframe')).toBeNull();
    expect(toApp).toHaveBeenCalledWith({ type: 'lp-scorm:problem', message: '' }, 'http://other.example');

    const ended = 'This lesson session has ended. Close the lesson and open it again.';
    await start(jsonResponse({ message: ended }, { status: 401 }));
    expect(document.body.textContent).toBe(ended);
    expect(toApp).toHaveBeenLastCalledWith({ type: 'lp-scorm:problem', message: ended }, EMBEDDER);
  });
});
