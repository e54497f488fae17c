/** Shared helpers for the deck-completion tests. */
import { applyDeckCompletion, type DeckCompletionEvent } from './deck.ts';
import { normalizeRecord, type ProgressRecord } from './types.ts';

export const AT = '2024-05-01T10:00:00.000Z';
export const LATER = '2024-05-02T10:00:00.000Z';
export const DONE = { completion: true, completionDate: AT } as const;

/** One row: name, previous record (undefined = first time), event overrides, expected fields. */
export type DeckRow = [
  string,
  Partial<ProgressRecord> | undefined,
  Partial<DeckCompletionEvent>,
  Partial<ProgressRecord>,
];

/** Apply an event (an article completed at AT unless overridden) to a partial previous record. */
export function run(
  previous: Partial<ProgressRecord> | undefined,
  event: Partial<DeckCompletionEvent>,
): ProgressRecord {
  const result = applyDeckCompletion(previous && normalizeRecord(previous), {
    readerType: 'article',
    completed: true,
    at: AT,
    ...event,
  });
  if (!result.ok) throw new Error(result.error);
  return result.record;
}
