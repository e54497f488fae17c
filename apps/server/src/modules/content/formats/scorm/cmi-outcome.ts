import type { ScormCmi, ScormOutcome, ScormVersion } from '@lp/shared/formats/scorm';

type Node = Record<string, unknown>;

/**
 * What a package's runtime data says about the attempt (SPEC §4 scorm rules), read on the server:
 * - 1.2: cmi.core.lesson_status passed/completed -> complete; failed -> a finished attempt that is
 *   not complete; cmi.core.score.raw normalised by min/max to 0-100.
 * - 2004: cmi.success_status passed -> complete, failed -> not complete; otherwise
 *   cmi.completion_status completed -> complete; cmi.score.scaled (or raw by min/max) is the
 *   score; cmi.progress_measure is how much was viewed.
 */
export function readOutcome(version: ScormVersion, cmi: ScormCmi): ScormOutcome {
  return version === '1.2' ? readScorm12(cmi) : readScorm2004(cmi);
}

function readScorm12(cmi: Node): ScormOutcome {
  const core = child(cmi, 'core');
  const lessonStatus = text(core?.lesson_status);
  const score = normalisedRaw(child(core, 'score'));
  const status =
    lessonStatus === 'passed' || lessonStatus === 'completed' || lessonStatus === 'failed'
      ? lessonStatus
      : 'incomplete';
  return { status, score, viewedPercentage: status === 'incomplete' ? 0 : 100 };
}

function readScorm2004(cmi: Node): ScormOutcome {
  const success = text(cmi.success_status);
  const completion = text(cmi.completion_status);
  const scoreNode = child(cmi, 'score');
  const scaled = number(scoreNode?.scaled);
  const score = scaled !== undefined ? clampPercent(scaled * 100) : normalisedRaw(scoreNode);
  const status =
    success === 'passed'
      ? 'passed'
      : success === 'failed'
        ? 'failed'
        : completion === 'completed'
          ? 'completed'
          : 'incomplete';
  const progress = number(cmi.progress_measure);
  const viewedPercentage =
    completion === 'completed' || status !== 'incomplete'
      ? 100
      : progress !== undefined
        ? clampPercent(progress * 100)
        : 0;
  return { status, score, viewedPercentage };
}

/** raw on a min..max scale (default 0..100) as a 0-100 percentage; null when no raw score. */
function normalisedRaw(score: Node | undefined): number | null {
  const raw = number(score?.raw);
  if (raw === undefined) return null;
  const min = number(score?.min) ?? 0;
  const max = number(score?.max) ?? 100;
  if (max <= min) return clampPercent(raw);
  return clampPercent(((raw - min) / (max - min)) * 100);
}

const clampPercent = (value: number) => Math.round(Math.min(100, Math.max(0, value)) * 100) / 100;

const child = (node: Node | undefined, key: string): Node | undefined => {
  const value = node?.[key];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined;
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/** scorm-again keeps CMI numbers as strings ("85"); empty means "not set". */
function number(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

export const isComplete = (outcome: ScormOutcome) =>
  outcome.status === 'passed' || outcome.status === 'completed';
