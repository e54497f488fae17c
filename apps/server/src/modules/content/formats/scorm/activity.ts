import type { ScormCmi, ScormOutcome, ScormVersion } from '@lp/shared/formats/scorm';
import { child, clamp, type CmiNode as Node, number, text } from './cmi-values';
import type { ScormItem } from './manifest';

/**
 * The tracking status of one activity (a SCO, an asset or a cluster), as the SCORM 2004 SN book
 * models it: completion and success are each known or unknown; the measure is the normalized
 * score (-1..1); progress is the progress measure (0..1).
 */
export interface ActivityStatus {
  attempted: boolean;
  completion: 'completed' | 'incomplete' | 'unknown';
  success: 'passed' | 'failed' | 'unknown';
  measure: number | null;
  progress: number | null;
}

export const NOT_ATTEMPTED: ActivityStatus = {
  attempted: false,
  completion: 'unknown',
  success: 'unknown',
  measure: null,
  progress: null,
};

/**
 * The status of a launched item read from its runtime data on the server, applying what the
 * manifest says as the RTE books require (never trusting a status the package could not set):
 * - asset: completed once launched;
 * - 1.2: lesson_status; with adlcp:masteryscore and a raw score, passed / failed is decided by
 *   raw >= mastery score (RTE 1.2 3.4.4, as SCORM Cloud and Moodle do);
 * - 2004: with a scaled passing score (the primary objective's minNormalizedMeasure when
 *   satisfiedByMeasure), success_status is passed / failed by score.scaled, unknown without one;
 *   with a completion threshold, completion_status is completed / incomplete by progress_measure.
 */
export function activityStatus(version: ScormVersion, item: ScormItem, cmi: ScormCmi | null): ActivityStatus {
  if (!cmi) return NOT_ATTEMPTED;
  if (item.scormType === 'asset') {
    return { attempted: true, completion: 'completed', success: 'unknown', measure: null, progress: 1 };
  }
  return version === '1.2' ? status12(item, cmi) : status2004(item, cmi);
}

function status12(item: ScormItem, cmi: Node): ActivityStatus {
  const core = child(cmi, 'core');
  const lessonStatus = text(core?.lesson_status);
  const percent = normalisedRaw(child(core, 'score'));
  const measure = percent === null ? null : percent / 100;
  const finished = ['passed', 'completed', 'failed'].includes(lessonStatus);
  let success: ActivityStatus['success'] =
    lessonStatus === 'passed' ? 'passed' : lessonStatus === 'failed' ? 'failed' : 'unknown';
  const raw = number(child(core, 'score')?.raw);
  if (finished && item.masteryScore !== null && raw !== undefined) {
    success = raw >= item.masteryScore ? 'passed' : 'failed';
  }
  const attempted = lessonStatus !== '' && lessonStatus !== 'not attempted';
  return {
    attempted,
    completion: finished ? 'completed' : attempted ? 'incomplete' : 'unknown',
    success,
    measure,
    progress: finished ? 1 : null,
  };
}

function status2004(item: ScormItem, cmi: Node): ActivityStatus {
  const scoreNode = child(cmi, 'score');
  const scaled = number(scoreNode?.scaled);
  const percent = normalisedRaw(scoreNode);
  const measure = scaled !== undefined ? clamp(scaled, -1, 1) : percent === null ? null : percent / 100;
  const progress = number(cmi.progress_measure);

  let completion = knownOr(text(cmi.completion_status), ['completed', 'incomplete'], 'unknown');
  const threshold = item.completionThreshold;
  if (threshold?.completedByMeasure) {
    completion =
      progress === undefined
        ? 'unknown'
        : progress >= threshold.minProgressMeasure
          ? 'completed'
          : 'incomplete';
  }
  let success = knownOr(text(cmi.success_status), ['passed', 'failed'], 'unknown');
  const passing = scaledPassingScore(item);
  if (passing !== null) {
    success = scaled === undefined ? 'unknown' : scaled >= passing ? 'passed' : 'failed';
  }
  const status = text(cmi.completion_status);
  return {
    attempted:
      completion !== 'unknown' || success !== 'unknown' || (status !== '' && status !== 'not attempted'),
    completion,
    success,
    measure,
    progress: completion === 'completed' ? 1 : progress === undefined ? null : clamp(progress, 0, 1),
  };
}

/** cmi.scaled_passing_score: the primary objective's minNormalizedMeasure when it is satisfied by measure. */
export function scaledPassingScore(item: ScormItem): number | null {
  const primary = item.sequencing.objectives.find((objective) => objective.primary);
  return primary?.satisfiedByMeasure ? primary.minNormalizedMeasure : null;
}

function knownOr<T extends string, F extends string>(value: string, known: T[], fallback: F): T | F {
  return (known as string[]).includes(value) ? (value as T) : fallback;
}

/** raw on a min..max scale (default 0..100) as a 0-100 percentage; null when no raw score. */
export function normalisedRaw(score: Node | undefined): number | null {
  const raw = number(score?.raw);
  if (raw === undefined) return null;
  const min = number(score?.min) ?? 0;
  const max = number(score?.max) ?? 100;
  if (max <= min) return clamp(raw, 0, 100);
  return clamp(((raw - min) / (max - min)) * 100, 0, 100);
}

export const isComplete = (outcome: ScormOutcome) =>
  outcome.status === 'passed' || outcome.status === 'completed';
