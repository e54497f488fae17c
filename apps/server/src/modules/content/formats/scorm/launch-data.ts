import type { ScormCmi, ScormVersion } from '@lp/shared/formats/scorm';
import { scaledPassingScore } from './activity';
import type { ScormItem } from './manifest';

/**
 * The runtime data the LMS initialises from the manifest before the SCO starts (read-only for the
 * SCO, so the manifest's values win over anything saved):
 * - 1.2: cmi.launch_data (adlcp:datafromlms), cmi.student_data.mastery_score, max_time_allowed,
 *   time_limit_action;
 * - 2004: cmi.launch_data (adlcp:dataFromLMS), cmi.scaled_passing_score (the primary objective's
 *   minNormalizedMeasure when satisfiedByMeasure), cmi.completion_threshold (when completed by
 *   measure), cmi.max_time_allowed, cmi.time_limit_action, and cmi.objectives: the saved ones
 *   followed by each manifest objective with an id that is not saved yet.
 */
export function launchDataOf(version: ScormVersion, item: ScormItem, saved: ScormCmi | null): ScormCmi {
  if (item.scormType !== 'sco') return {};
  if (version === '1.2') {
    const studentData = compact({
      mastery_score: item.masteryScore === null ? undefined : String(item.masteryScore),
      max_time_allowed: item.maxTimeAllowed ?? undefined,
      time_limit_action: item.timeLimitAction ?? undefined,
    });
    return compact({
      launch_data: item.dataFromLms ?? undefined,
      student_data: Object.keys(studentData).length ? studentData : undefined,
    });
  }
  const passing = scaledPassingScore(item);
  const threshold = item.completionThreshold?.completedByMeasure ? item.completionThreshold : null;
  return compact({
    launch_data: item.dataFromLms ?? undefined,
    scaled_passing_score: passing === null ? undefined : String(passing),
    completion_threshold: threshold ? String(threshold.minProgressMeasure) : undefined,
    max_time_allowed: item.maxTimeAllowed ?? undefined,
    time_limit_action: item.timeLimitAction ?? undefined,
    objectives: objectivesOf(item, saved),
  });
}

type Objective = Record<string, unknown>;

function objectivesOf(item: ScormItem, saved: ScormCmi | null): Objective[] | undefined {
  const declared = item.sequencing.objectives.flatMap((objective) => (objective.id ? [objective.id] : []));
  if (declared.length === 0) return undefined;
  const existing = savedObjectives(saved);
  const known = new Set(existing.map((objective) => objective.id));
  const added = declared.filter((id) => !known.has(id)).map((id) => ({ id }));
  return [...existing, ...added];
}

/** scorm-again renders cmi.objectives as an object keyed "0", "1"... (or an array). */
function savedObjectives(saved: ScormCmi | null): Objective[] {
  const value = saved?.objectives;
  if (!value || typeof value !== 'object') return [];
  const list = Array.isArray(value)
    ? value
    : Object.entries(value as Record<string, unknown>)
        .filter(([key]) => /^\d+$/.test(key))
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([, objective]) => objective);
  return list.filter(
    (objective): objective is Objective =>
      !!objective && typeof objective === 'object' && typeof (objective as Objective).id === 'string',
  );
}

function compact(values: Record<string, unknown>): ScormCmi {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== ''),
  );
}
