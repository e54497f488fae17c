import { createHash } from 'node:crypto';
import type { ScormCmi, ScormVersion } from '@lp/shared/formats/scorm';
import { z } from 'zod';

/**
 * cmi.interactions as scorm-again renders them (`{ "0": { id, type, ... }, "1": ... }`), read into
 * rows. SCORM 2004's smallest permitted maximums (RTE 4.2.9) bound what is kept: 250 interactions
 * an item, 4000 characters for an id, a response or a pattern, 250 for a description, 10 correct
 * response patterns. An entry without an id is not an interaction (the RTE refuses every other
 * field before the id) and is skipped, as is anything past those bounds.
 */
export const MAX_INTERACTIONS_PER_ITEM = 250;
const MAX_PATTERNS = 10;

const text = (max: number) =>
  z
    .unknown()
    .optional()
    .transform((v) => (typeof v === 'string' || typeof v === 'number' ? String(v) : ''))
    .pipe(z.string().max(max));

const patternsSchema = z
  .unknown()
  .optional()
  .transform((v) =>
    v && typeof v === 'object'
      ? Object.entries(v as Record<string, unknown>)
          .filter(([key]) => /^\d+$/.test(key))
          .sort(([a], [b]) => Number(a) - Number(b))
          .map(([, p]) => (p && typeof p === 'object' ? (p as Record<string, unknown>).pattern : undefined))
          .filter((p): p is string => typeof p === 'string')
      : [],
  )
  .pipe(z.array(z.string().max(4000)).max(MAX_PATTERNS));

const interactionSchema = z.object({
  id: text(4000).pipe(z.string().min(1)),
  type: text(32),
  learner_response: text(4000),
  student_response: text(4000),
  result: text(64),
  latency: text(64),
  timestamp: text(64),
  time: text(64),
  description: text(250),
  correct_responses: patternsSchema,
});

export interface ScormInteraction {
  position: number;
  interactionId: string;
  type: string;
  response: string;
  correctResponses: string[];
  result: string;
  /** true for `correct`, false for `wrong` (1.2) / `incorrect` (2004), null otherwise (neutral, numeric...). */
  correct: boolean | null;
  latency: string;
  recordedAt: string;
  description: string;
}

const correctnessOf = (result: string): boolean | null => {
  if (result === 'correct') return true;
  if (result === 'wrong' || result === 'incorrect') return false;
  return null;
};

/** The valid interactions of one item's cmi, by position (n). */
export function interactionsOf(version: ScormVersion, cmi: ScormCmi): ScormInteraction[] {
  const raw = cmi.interactions;
  if (!raw || typeof raw !== 'object') return [];
  return Object.entries(raw as Record<string, unknown>)
    .filter(([key]) => /^\d+$/.test(key) && Number(key) < MAX_INTERACTIONS_PER_ITEM)
    .flatMap(([key, value]) => {
      const parsed = interactionSchema.safeParse(value);
      if (!parsed.success) return [];
      const i = parsed.data;
      const response = version === '1.2' ? i.student_response : i.learner_response;
      return [
        {
          position: Number(key),
          interactionId: i.id,
          type: i.type,
          response,
          correctResponses: i.correct_responses,
          result: i.result,
          correct: correctnessOf(i.result),
          latency: i.latency,
          recordedAt: version === '1.2' ? i.time : i.timestamp,
          description: i.description,
        },
      ];
    })
    .sort((a, b) => a.position - b.position);
}

/** A fingerprint of an interaction, to tell the ones carried into a new attempt from new answers. */
export const fingerprintOf = (i: ScormInteraction) =>
  createHash('sha256').update(JSON.stringify(i)).digest('base64url').slice(0, 16);

/** An item's attempts as the stored state tracks them. */
export interface ItemAttempt {
  /** The item's current attempt, from 1. */
  n: number;
  /** Whether the last session of this attempt ended without suspending (the next launch is a new attempt). */
  ended: boolean;
  /** Fingerprints of the interactions the previous attempt left in the data (not answers of this one). */
  carried: string[];
}

const exitOf = (version: ScormVersion, cmi: ScormCmi) => {
  const holder = version === '1.2' ? (cmi.core as Record<string, unknown> | undefined) : cmi;
  return typeof holder?.exit === 'string' ? holder.exit : '';
};

/**
 * The attempt a commit belongs to. A session that ended with an exit other than `suspend` ends the
 * item's attempt (RTE: cmi.exit), so the next commit of that item opens attempt n + 1; the
 * interactions the SCO still holds from then do not count again.
 */
export function attemptOf(
  version: ScormVersion,
  previous: ItemAttempt | undefined,
  previousCmi: ScormCmi | undefined,
  cmi: ScormCmi,
  finished: boolean,
): ItemAttempt {
  const ended = finished && exitOf(version, cmi) !== 'suspend';
  if (!previous) return { n: 1, ended, carried: [] };
  if (!previous.ended) return { ...previous, ended };
  const carried = previousCmi ? interactionsOf(version, previousCmi).map(fingerprintOf) : [];
  return { n: previous.n + 1, ended, carried };
}

/** The interactions of this attempt: those not carried over unchanged from the previous one. */
export function newInteractions(version: ScormVersion, cmi: ScormCmi, attempt: ItemAttempt) {
  const carried = new Set(attempt.carried);
  return interactionsOf(version, cmi).filter((i) => !carried.has(fingerprintOf(i)));
}
