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

export interface ScormRuntime {
  /** Ends the session as LMSFinish / Terminate would, if the package has not done so itself. */
  finish(): void;
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
export function startingCmi(version: ScormVersion, saved: Cmi | null, learner: ScormLearner): Cmi {
  if (version === '1.2') {
    const { session_time: _sessionTime, exit, ...core } = child(saved ?? undefined, 'core');
    return {
      ...saved,
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
  onCommit: (commit: ScormCommit) => void;
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
  api.loadFromJSON(startingCmi(options.version, options.saved, options.learner), '');

  if (options.version === '1.2') target.API = api;
  else target.API_1484_11 = api;

  return {
    finish() {
      // Only a running session: not one never started, nor one the package already ended.
      if (!api.isInitialized()) return;
      if (api instanceof Scorm12API) api.LMSFinish('');
      else api.Terminate('');
    },
    dispose() {
      if (target.API === api) delete target.API;
      if (target.API_1484_11 === api) delete target.API_1484_11;
    },
  };
}
