import { apiErrorSchema } from '@lp/shared/errors';
import {
  SCORM_CONTENT_PATHS,
  type ScormCommitBody,
  type ScormCommitResponse,
  type ScormPlayerMessage,
  type ScormPlayerSession,
  type ScormTocItem,
  scormAppMessageSchema,
} from '@lp/shared/formats/scorm';
import {
  installScormRuntime,
  type ScormCommit,
  type ScormNavRequest,
  type ScormRuntime,
} from '../runtime.ts';
import { launchable, targetOf } from './navigation.ts';
import { loadPlayerTexts } from './texts.ts';
import { createToc } from './toc.ts';

/**
 * The SCORM player page (scorm-player.html) on the content origin, framed by the app. It holds the
 * runtime token of one learner and one deck (from its URL fragment), loads the session with it,
 * puts the scorm-again runtime on its own window (where the package's frame looks for `API` /
 * `API_1484_11`), frames the package, and commits the runtime data with the token. It tells the
 * app, and only the app origin the token names, what the server answered; the app hands it renewed
 * tokens. No session token, no app storage and no app API are reachable from here.
 */
export interface PlayerOptions {
  /** The player's window: where the runtime goes and the package frame is added. */
  window: Window;
  /** The app's window that frames the player. */
  parent: Window;
}

class CommitFailed extends Error {}

async function messageOf(response: Response): Promise<string> {
  const body = apiErrorSchema.safeParse(await response.json().catch(() => null));
  return body.success ? body.data.message : '';
}

export async function startPlayer({ window: win, parent }: PlayerOptions): Promise<void> {
  const url = new URL(win.location.href);
  const embedder = url.searchParams.get('embedder');
  let token = url.hash.slice(1);
  // The token stays in this script's memory only, not in the address the package could read.
  win.history.replaceState(null, '', `${url.pathname}${url.search}`);
  const text = await loadPlayerTexts(url.searchParams.get('lang'));
  win.document.documentElement.lang = text.language;

  const say = (message: string) => {
    const status = win.document.createElement('p');
    status.className = 'player-status';
    status.setAttribute('role', 'alert');
    status.textContent = message;
    win.document.body.replaceChildren(status);
  };
  if (!embedder || !token || parent === win) {
    say(text.notFramed);
    return;
  }
  const tell = (message: ScormPlayerMessage) => parent.postMessage(message, embedder);

  const response = await win
    .fetch(SCORM_CONTENT_PATHS.session, { headers: { authorization: `Bearer ${token}` }, cache: 'no-store' })
    .catch(() => null);
  // The session is written by the server through its response schema: typed, not parsed again.
  const loaded = response?.ok ? ((await response.json()) as ScormPlayerSession) : null;
  if (!loaded || loaded.embedder !== embedder) {
    const reason = response && !response.ok ? await messageOf(response) : '';
    say(reason || text.cannotStart);
    tell({ type: 'lp-scorm:problem', message: reason });
    return;
  }
  const session: ScormPlayerSession = loaded;

  win.addEventListener('message', (event) => {
    if (event.source !== parent || event.origin !== embedder) return;
    const message = scormAppMessageSchema.safeParse(event.data);
    if (message.success) token = message.data.token;
  });

  const commit = async (body: ScormCommitBody, keepalive: boolean): Promise<ScormCommitResponse> => {
    const answer = await win.fetch(SCORM_CONTENT_PATHS.commit, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      keepalive,
    });
    if (!answer.ok) throw new CommitFailed(await messageOf(answer));
    return (await answer.json()) as ScormCommitResponse;
  };

  let lastCommitAt = Date.now();
  let queue: Promise<unknown> = Promise.resolve();
  const items: ScormTocItem[] = session.items.length ? session.items : [singleItem(session)];
  const send = (item: ScormTocItem, { cmi, finished }: ScormCommit) => {
    const now = Date.now();
    const timeSpent = Math.min(86_400, Math.max(0, Math.round((now - lastCommitAt) / 1000)));
    lastCommitAt = now;
    const body = { cmi, finished, timeSpent, ...(item.id ? { item: item.id } : {}) };
    // The last commit may outlive the page: it goes at once, with keepalive, not behind the queue.
    const request = finished ? commit(body, true) : queue.then(() => commit(body, false));
    queue = request.catch(() => undefined);
    request.then(
      (result) => {
        for (const { id, status } of result.items ?? []) {
          const entry = items.find((candidate) => candidate.id === id);
          if (entry) entry.status = status;
        }
        refresh();
        tell({ type: 'lp-scorm:committed', result });
      },
      (error: unknown) =>
        tell({ type: 'lp-scorm:problem', message: error instanceof CommitFailed ? error.message : '' }),
    );
  };

  const doc = win.document;
  const stage = doc.createElement('div');
  stage.className = 'player-stage';
  const withToc = launchable(items).length > 1;
  const toc = withToc
    ? createToc(
        doc,
        {
          choose: (id) => navigate({ request: 'choice', target: id }),
          previous: () => navigate({ request: 'previous' }),
          next: () => navigate({ request: 'continue' }),
        },
        text,
      )
    : null;
  doc.body.replaceChildren(...(toc ? [toc.element] : []), stage);
  doc.body.classList.toggle('with-toc', withToc);

  let currentId: string | null = null;
  let runtime: ScormRuntime | null = null;
  let frame: HTMLIFrameElement | null = null;
  function refresh() {
    toc?.render(items, currentId, {
      previous: !!targetOf(items, currentId, { request: 'previous' }),
      next: !!targetOf(items, currentId, { request: 'continue' }),
    });
  }

  /** Removing the frame runs the package's own unload handlers first (they often set exit and finish). */
  function leave(how: 'finish' | 'suspend') {
    frame?.remove();
    if (how === 'suspend') runtime?.suspend();
    else runtime?.finish();
    runtime?.dispose();
    runtime = null;
    frame = null;
  }

  function open(item: ScormTocItem) {
    leave('finish');
    currentId = item.id;
    if (item.scormType === 'sco') {
      runtime = installScormRuntime({
        version: session.version,
        saved: item.cmi,
        init: item.init,
        learner: session.learner,
        onCommit: (data) => {
          item.cmi = data.cmi;
          send(item, data);
        },
        onNavigation: navigate,
        target: win,
      });
    } else {
      // An asset has no runtime: it is complete once launched.
      send(item, { cmi: {}, finished: true });
    }
    frame = doc.createElement('iframe');
    frame.title = item.title || session.title;
    frame.src = item.url ?? session.entryUrl;
    frame.allow = 'fullscreen; autoplay';
    frame.className = 'player-frame';
    stage.replaceChildren(frame);
    refresh();
  }

  function navigate(request: ScormNavRequest) {
    const target = targetOf(items, currentId, request);
    if (target) open(target);
    else if (request.request === 'exitAll' || request.request === 'suspendAll') {
      leave(request.request === 'suspendAll' ? 'suspend' : 'finish');
      refresh();
    }
  }

  // Leaving (the app removes the player, the tab closes): the learner suspends the lesson.
  win.addEventListener('pagehide', () => leave('suspend'));
  const start = items.find((item) => item.id === session.startItem) ?? launchable(items)[0];
  if (start) open(start);
}

/** A session from a server without a table of contents: its one launch file. */
function singleItem(session: ScormPlayerSession): ScormTocItem {
  return {
    id: '',
    title: session.title,
    depth: 0,
    visible: true,
    scormType: 'sco',
    url: session.entryUrl,
    status: 'not attempted',
    selectable: true,
    flow: false,
    forwardOnly: false,
    cmi: session.cmi,
    init: {},
  };
}
