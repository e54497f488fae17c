import { apiErrorSchema } from '@lp/shared/errors';
import {
  SCORM_CONTENT_PATHS,
  type ScormCommitBody,
  type ScormCommitResponse,
  type ScormPlayerMessage,
  type ScormPlayerSession,
  scormAppMessageSchema,
  scormCommitResponseSchema,
  scormPlayerSessionSchema,
} from '@lp/shared/formats/scorm';
import { installScormRuntime, type ScormCommit } from '../runtime.ts';

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

/** What the player shows in its own page when it cannot start. */
export const PLAYER_TEXT = {
  notFramed: 'Open this lesson from the learning app.',
  cannotStart: 'This lesson could not be started. Close it and open it again.',
} as const;

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

  const say = (text: string) => {
    const status = win.document.createElement('p');
    status.className = 'player-status';
    status.setAttribute('role', 'alert');
    status.textContent = text;
    win.document.body.replaceChildren(status);
  };
  if (!embedder || !token || parent === win) {
    say(PLAYER_TEXT.notFramed);
    return;
  }
  const tell = (message: ScormPlayerMessage) => parent.postMessage(message, embedder);

  const response = await win
    .fetch(SCORM_CONTENT_PATHS.session, { headers: { authorization: `Bearer ${token}` }, cache: 'no-store' })
    .catch(() => null);
  const parsed = response?.ok ? scormPlayerSessionSchema.safeParse(await response.json()) : null;
  if (!parsed?.success || parsed.data.embedder !== embedder) {
    const reason = response && !response.ok ? await messageOf(response) : '';
    say(reason || PLAYER_TEXT.cannotStart);
    tell({ type: 'lp-scorm:problem', message: reason });
    return;
  }
  const session: ScormPlayerSession = parsed.data;

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
    return scormCommitResponseSchema.parse(await answer.json());
  };

  let lastCommitAt = Date.now();
  let queue: Promise<unknown> = Promise.resolve();
  const send = ({ cmi, finished }: ScormCommit) => {
    const now = Date.now();
    const timeSpent = Math.min(86_400, Math.max(0, Math.round((now - lastCommitAt) / 1000)));
    lastCommitAt = now;
    const body = { cmi, finished, timeSpent };
    // The last commit may outlive the page: it goes at once, with keepalive, not behind the queue.
    const request = finished ? commit(body, true) : queue.then(() => commit(body, false));
    queue = request.catch(() => undefined);
    request.then(
      (result) => tell({ type: 'lp-scorm:committed', result }),
      (error: unknown) =>
        tell({ type: 'lp-scorm:problem', message: error instanceof CommitFailed ? error.message : '' }),
    );
  };

  const runtime = installScormRuntime({
    version: session.version,
    saved: session.cmi,
    learner: session.learner,
    onCommit: send,
    target: win,
  });
  win.addEventListener('pagehide', () => runtime.finish());

  const frame = win.document.createElement('iframe');
  frame.title = session.title;
  frame.src = session.entryUrl;
  frame.allow = 'fullscreen; autoplay';
  frame.className = 'player-frame';
  win.document.body.replaceChildren(frame);
}
