/**
 * SPEC §4 "Deck completion per reader type": one completion event -> the new deck record.
 *
 * How the SPEC text is read (each choice keeps every record this engine produces faithful to it):
 * - Every call is "a completion" (a DECK_COMPLETED event), whether or not `completed` is true: it adds
 *   1 to viewAttempts and adds timeSpent. Assessment adds the attempt only when the event's
 *   viewedPercentage is above 0; its timeSpent is still added.
 * - Missing or non-finite numbers in the event are 0 (SPEC §5); negative timeSpent, pointsDelta and
 *   coinsDelta count as 0, so a completion never takes time, points or coins away.
 * - Completion is sticky and completionDate is the `at` of the first completing event.
 * - viewedPercentage never decreases. Simple, delta and reward types: 100 when the deck is complete
 *   (by this event or earlier) else 0. Max-of and scored types: max(previous, event) capped at 100;
 *   a completed event without viewedPercentage counts as 0 (SPEC §5 default), not as 100.
 * - Score: scored types keep the best (max); other types ignore the event's score ("no score") and
 *   keep the previous value (0 for any record this engine created).
 * - Points and coins: delta and scored types add pointsDelta and coinsDelta; simple, reward and
 *   max-of types hold both at 0 (SPEC names points for max-of types; coins, too, accumulate only for
 *   the types it lists as accumulating).
 */
import { LIMITS } from '../constants.ts';
import { ruleFor } from './reader-types.ts';
import { clampPercentage, nonNegative, normalizeRecord, type ProgressRecord } from './types.ts';

export interface DeckCompletionEvent {
  readerType: string;
  viewedPercentage?: number;
  score?: number;
  pointsDelta?: number;
  coinsDelta?: number;
  /** Seconds spent in this attempt. */
  timeSpent?: number;
  completed: boolean;
  /** ISO date-time of the event. */
  at: string;
}

export const UNKNOWN_READER_TYPE = 'UNKNOWN_READER_TYPE';

export type DeckCompletionResult =
  | { ok: true; record: ProgressRecord }
  | { ok: false; error: typeof UNKNOWN_READER_TYPE };

/** Apply one completion event to a deck (or article) record; `previous` undefined = first time. */
export function applyDeckCompletion(
  previous: ProgressRecord | undefined,
  event: DeckCompletionEvent,
): DeckCompletionResult {
  const rule = ruleFor(event.readerType);
  if (rule === undefined) return { ok: false, error: UNKNOWN_READER_TYPE };

  const before = normalizeRecord(previous);
  const eventViewed = clampPercentage(event.viewedPercentage);
  const completion = before.completion || event.completed === true;

  const ruleViewed = rule.viewedPercentage === 'max' ? eventViewed : completion ? LIMITS.progressCap : 0;
  const countsAttempt = !rule.countsAttemptOnlyWhenViewed || eventViewed > 0;

  const record: ProgressRecord = {
    viewedPercentage: Math.max(before.viewedPercentage, ruleViewed),
    viewAttempts: before.viewAttempts + (countsAttempt ? 1 : 0),
    timeSpent: before.timeSpent + nonNegative(event.timeSpent),
    score: rule.keepsBestScore ? Math.max(before.score, nonNegative(event.score)) : before.score,
    points: rule.accumulatesPointsAndCoins ? before.points + nonNegative(event.pointsDelta) : 0,
    coins: rule.accumulatesPointsAndCoins ? before.coins + nonNegative(event.coinsDelta) : 0,
    completion,
    completionDate: before.completion ? before.completionDate : completion ? event.at : null,
  };
  return { ok: true, record };
}
