import type { ScormPlayerSession, ScormTocItem } from '@lp/shared/formats/scorm';
import type { Scorm2004API } from 'scorm-again';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { jsonResponse } from '../../../test/factories.ts';
import { targetOf } from './navigation.ts';
import { startPlayer } from './player.ts';

const EMBEDDER = 'http://localhost:3000';
type ApiWindow = Window & { API_1484_11?: Scorm2004API };

const item = (id: string, over: Partial<ScormTocItem> = {}): ScormTocItem => ({
  id,
  title: id,
  depth: 0,
  visible: true,
  scormType: 'sco',
  url: `/scorm/files/p/t/${id}.html`,
  status: 'not attempted',
  selectable: true,
  flow: true,
  forwardOnly: false,
  cmi: null,
  init: {},
  ...over,
});

const sequential = [
  item('intro', { scormType: 'asset', selectable: false, forwardOnly: true }),
  item('lesson', { selectable: false, forwardOnly: true, cmi: { location: 'p2', exit: 'suspend' } }),
  item('quiz', {
    selectable: false,
    forwardOnly: true,
    init: { scaled_passing_score: '0.7', objectives: [{ id: 'q1' }] },
  }),
];

let fetchMock: Mock;
const commits = () =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/scorm/runtime/commit')
    .map(([, init]) => JSON.parse(String(init.body)));

async function start(items: ScormTocItem[], lang = 'en') {
  const session: ScormPlayerSession = {
    deckId: 'd1',
    title: 'Chemicals',
    version: '2004',
    entryUrl: items[0]?.url ?? '',
    cmi: null,
    learner: { id: 'u1', firstName: 'Asha', lastName: 'Rao' },
    embedder: EMBEDDER,
    items,
    startItem: items[0]?.id ?? null,
  };
  window.history.replaceState(
    null,
    '',
    `/scorm/player?embedder=${encodeURIComponent(EMBEDDER)}&lang=${lang}#tok`,
  );
  fetchMock = vi.fn(async (url: string) =>
    url === '/scorm/runtime/session'
      ? jsonResponse(session)
      : jsonResponse({
          saved: true,
          outcome: { status: 'incomplete', score: null, viewedPercentage: 0 },
          progress: { viewedPercentage: 0, score: 0, points: 0, completion: false, completionDate: null },
          items: [{ id: 'intro', status: 'completed' }],
        }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const app = document.createElement('iframe');
  document.head.append(app);
  (app.contentWindow as Window).postMessage = vi.fn() as Window['postMessage'];
  await startPlayer({ window, parent: app.contentWindow as Window });
}

const frameSrc = () => document.body.querySelector('iframe.player-frame')?.getAttribute('src');
const tocButton = (id: string) => document.body.querySelector<HTMLButtonElement>(`button[data-item="${id}"]`);
const api = () => (window as ApiWindow).API_1484_11 as Scorm2004API;

describe('the player with a table of contents', () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => {
    window.dispatchEvent(new Event('pagehide'));
    delete (window as ApiWindow).API_1484_11;
    document.head.replaceChildren();
    document.body.replaceChildren();
    vi.unstubAllGlobals();
  });

  it('forced sequential: no choice, an asset completes on launch, continue through adl.nav.request', async () => {
    await start(sequential);
    expect(frameSrc()).toBe('/scorm/files/p/t/intro.html');
    await vi.waitFor(() =>
      expect(commits()).toEqual([{ item: 'intro', cmi: {}, finished: true, timeSpent: 0 }]),
    );
    await vi.waitFor(() => expect(tocButton('intro')?.textContent).toBe('intro (completed)'));
    expect(tocButton('quiz')?.disabled).toBe(true);
    expect(tocButton('intro')?.getAttribute('aria-current')).toBe('step');

    document.body.querySelector<HTMLButtonElement>('.player-nav button:last-child')?.click();
    expect(frameSrc()).toBe('/scorm/files/p/t/lesson.html');
    // Forward only: no previous.
    expect(document.body.querySelector<HTMLButtonElement>('.player-nav button')?.disabled).toBe(true);
    api().Initialize('');
    expect(api().GetValue('cmi.entry')).toBe('resume');
    api().SetValue('adl.nav.request', 'continue');
    api().Terminate('');
    await vi.waitFor(() => expect(frameSrc()).toBe('/scorm/files/p/t/quiz.html'));
    api().Initialize('');
    expect(api().GetValue('cmi.scaled_passing_score')).toBe('0.7');
    expect(api().GetValue('cmi.objectives.0.id')).toBe('q1');
    expect(commits().at(-1)).toMatchObject({ item: 'lesson', finished: true });
  });

  it('leaving mid-lesson suspends: cmi.exit becomes suspend unless the package chose', async () => {
    await start([item('a'), item('b')]);
    api().Initialize('');
    api().SetValue('cmi.location', 'slide-4');
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(commits()).toHaveLength(1));
    expect(commits()[0]).toMatchObject({
      item: 'a',
      finished: true,
      cmi: { exit: 'suspend', location: 'slide-4' },
    });
  });

  it('choice opens an item when its cluster allows choice', async () => {
    await start([item('a'), item('b')]);
    tocButton('b')?.click();
    expect(frameSrc()).toBe('/scorm/files/p/t/b.html');
    expect(
      targetOf([item('a'), item('b', { selectable: false })], 'a', { request: 'choice', target: 'b' }),
    ).toBeNull();
    expect(targetOf([item('a', { flow: false }), item('b')], 'a', { request: 'continue' })).toBeNull();
  });

  it("shows its contents in the reader's language, English for one it does not know", async () => {
    await start([item('a'), item('b')], 'de');
    expect(document.documentElement.lang).toBe('de');
    expect(document.body.querySelector('nav')?.getAttribute('aria-label')).toBe('Inhalt');
    expect(tocButton('b')?.textContent).toBe('b (nicht begonnen)');
    expect([...document.body.querySelectorAll('.player-nav button')].map((b) => b.textContent)).toEqual([
      'Zurück',
      'Weiter',
    ]);
    window.dispatchEvent(new Event('pagehide'));
    document.body.replaceChildren();
    await start([item('a'), item('b')], 'xx');
    expect(document.body.querySelector('nav')?.getAttribute('aria-label')).toBe('Contents');
  });
});
