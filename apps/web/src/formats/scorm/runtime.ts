import type { ScormVersion } from '@lp/shared/formats/scorm';
import { Scorm12API, Scorm2004API } from 'scorm-again';

export interface ScormCommit {
  /** The runtime data as scorm-again renders it (nested, without the `cmi.` prefix). */
  cmi: Record<string, unknown>;
  /** True for the commit of LMSFinish / Terminate. */
  finished: boolean;
}

export interface ScormLearner {
  id: string;
  firstName: string;
  lastName: string;
}

/** A SCORM 2004 navigation request the package made with adl.nav.request before Terminate. */
export type ScormNavRequest =
  | { request: 'continue' | 'previous' | 'exit' | 'exitAll' | 'suspendAll' | 'abandon' | 'abandonAll' }
  | { request: 'choice'; target: string };

export interface ScormRuntime {
  /** Ends the session as LMSFinish / Terminate would, if the package has not done so itself. */
  finish(): void;
  /**
   * Ends a running session as a learner leaving the lesson (SCORM 2004 suspendAll): unless the
   * package chose how it exits, cmi.exit becomes "suspend", so the next launch gets entry=resume.
   */
  suspend(): void;
  /** Whether the package has started and not yet ended its session. */
  running(): boolean;
  /** Removes the API from the window. */
  dispose(): void;
}

type Cmi = Record<string, unknown>;
type ScormApi = Scorm12API | Scorm2004API;
type ApiWindow = Window & { API?: unknown; API_1484_11?: unknown };

const child = (node: Cmi | undefined, key: string): Cmi =>
  node && typeof node[key] === 'object' && node[key] !== null ? (node[key] as Cmi) : {};

/**
 * The saved data as a new session starts from it: write-only fields dropped, `entry` saying
 * whether the learner resumes a suspended attempt, and the learner's id and name filled in.
 */
export function startingCmi(
  version: ScormVersion,
  saved: Cmi | null,
  learner: ScormLearner,
  init: Cmi = {},
): Cmi {
  if (version === '1.2') {
    const { session_time: _sessionTime, exit, ...core } = child(saved ?? undefined, 'core');
    return {
      ...saved,
      ...init,
      student_data: { ...child(saved ?? undefined, 'student_data'), ...child(init, 'student_data') },
      core: {
        ...core,
        entry: !saved ? 'ab-initio' : exit === 'suspend' ? 'resume' : '',
        credit: 'credit',
        student_id: learner.id,
        student_name: [learner.lastName, learner.firstName].filter(Boolean).join(', '),
      },
    };
  }
  const { session_time: _sessionTime, exit, ...rest } = saved ?? {};
  return {
    ...rest,
    // The server's init holds what the LMS sets from the manifest (objectives merged with saved ones).
    ...init,
    entry: !saved ? 'ab-initio' : exit === 'suspend' ? 'resume' : '',
    learner_id: learner.id,
    learner_name: [learner.firstName, learner.lastName].filter(Boolean).join(' '),
  };
}

/**
 * Puts the SCORM runtime where a package looks for it: `window.API` (1.2) or `window.API_1484_11`
 * (2004) of the page that frames it. Commits go to `onCommit` instead of scorm-again's own HTTP
 * client, so they carry the session token like every other API call.
 */
export function installScormRuntime(options: {
  version: ScormVersion;
  saved: Cmi | null;
  learner: ScormLearner;
  /** Runtime data the server initialises from the manifest for this item. */
  init?: Cmi;
  onCommit: (commit: ScormCommit) => void;
  /** A navigation request (SCORM 2004 adl.nav.request) the package made when it terminated. */
  onNavigation?: (request: ScormNavRequest) => void;
  target?: Window;
}): ScormRuntime {
  const target = (options.target ?? window) as ApiWindow;
  const httpService = {
    processHttpRequest(_url: string, params: unknown, immediate: boolean) {
      const cmi = child(params as Cmi, 'cmi');
      options.onCommit({ cmi, finished: immediate });
      return { result: 'true', errorCode: 0 };
    },
    updateSettings() {},
  };
  const settings = { lmsCommitUrl: '/scorm-commit', autocommit: false, logLevel: 5 } as const;
  const api: ScormApi =
    options.version === '1.2'
      ? new Scorm12API(settings, httpService as never)
      : new Scorm2004API(settings, httpService as never);
  api.loadFromJSON(startingCmi(options.version, options.saved, options.learner, options.init), '');
  const navigate = options.onNavigation;
  if (navigate && api instanceof Scorm2004API) {
    const on = (event: string, make: (target: string) => ScormNavRequest) =>
      api.on(event, (...args: unknown[]) => {
        const target = args.findLast((arg): arg is string => typeof arg === 'string') ?? '';
        // After Terminate has returned to the package.
        setTimeout(() => navigate(make(target)), 0);
      });
    on('SequenceNext', () => ({ request: 'continue' }));
    on('SequencePrevious', () => ({ request: 'previous' }));
    on('SequenceChoice', (target) => ({ request: 'choice', target }));
    on('SequenceExit', () => ({ request: 'exit' }));
    on('SequenceExitAll', () => ({ request: 'exitAll' }));
    on('SequenceAbandon', () => ({ request: 'abandon' }));
    on('SequenceAbandonAll', () => ({ request: 'abandonAll' }));
  }

  if (options.version === '1.2') target.API = api;
  else target.API_1484_11 = api;

  return {
    finish() {
      // Only a running session: not one never started, nor one the package already ended.
      if (!api.isInitialized()) return;
      if (api instanceof Scorm12API) api.LMSFinish('');
      else api.Terminate('');
    },
    suspend() {
      if (!api.isInitialized()) return;
      // cmi.exit is write-only through the API; the rendered data shows what the package set.
      const cmi = child(api.renderCMIToJSONObject() as Cmi, 'cmi');
      if (api instanceof Scorm12API) {
        if (!child(cmi, 'core').exit) api.LMSSetValue('cmi.core.exit', 'suspend');
        api.LMSFinish('');
      } else {
        if (!cmi.exit) api.SetValue('cmi.exit', 'suspend');
        api.Terminate('');
      }
    },
    running: () => api.isInitialized(),
    dispose() {
      if (target.API === api) delete target.API;
      if (target.API_1484_11 === api) delete target.API_1484_11;
    },
  };
}
