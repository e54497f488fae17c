import type { CourseDetail } from '@lp/shared/content/catalog';
import type { LastPosition } from '@lp/shared/progress';
import type { DeckSummary } from './api/get-deck.ts';

export interface DeckStatus {
  deck: DeckSummary;
  complete: boolean;
  /** Not playable yet: the course is not open, or (sequential) an earlier deck is unfinished. */
  locked: boolean;
}

const byPosition = <T extends { position: number }>(items: readonly T[]) =>
  [...items].sort((a, b) => a.position - b.position);

/** The course's decks in playing order: topics by position, then decks by position. */
export function decksInOrder(course: Pick<CourseDetail, 'topics'>): DeckSummary[] {
  return byPosition(course.topics).flatMap((topic) => byPosition(topic.decks));
}

/**
 * Each deck's status from the learner's deck records. In a sequential course a deck stays locked
 * until every deck before it is complete (the server enforces the same rule and rejects an
 * out-of-order completion).
 */
export function deckStatuses(
  course: Pick<CourseDetail, 'topics' | 'settings'>,
  records: Record<string, { completion: boolean } | undefined>,
  courseOpen = true,
): Map<string, DeckStatus> {
  const statuses = new Map<string, DeckStatus>();
  let earlierUnfinished = false;
  for (const deck of decksInOrder(course)) {
    const complete = records[deck._id]?.completion === true;
    const locked = !courseOpen || (course.settings.sequential && earlierUnfinished);
    statuses.set(deck._id, { deck, complete, locked });
    if (!complete) earlierUnfinished = true;
  }
  return statuses;
}

/** Where "Resume" goes: the last position when it is still playable, else the first open unfinished deck. */
export function resumeDeck(
  statuses: Map<string, DeckStatus>,
  lastPosition: LastPosition | null | undefined,
): DeckSummary | null {
  const last = lastPosition ? statuses.get(lastPosition.deckId) : undefined;
  if (last && !last.locked && !last.complete) return last.deck;
  const all = [...statuses.values()];
  const next =
    all.find((status) => !status.locked && !status.complete) ?? all.find((status) => !status.locked);
  return next?.deck ?? null;
}

/** The deck after this one in playing order, if any. */
export function nextDeck(statuses: Map<string, DeckStatus>, deckId: string): DeckStatus | null {
  const all = [...statuses.values()];
  const index = all.findIndex((status) => status.deck._id === deckId);
  return index >= 0 ? (all[index + 1] ?? null) : null;
}
