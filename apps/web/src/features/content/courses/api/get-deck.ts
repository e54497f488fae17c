import type { deckSummarySchema } from '@lp/shared/content/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client.ts';
import type { ProgressRecordData } from './get-course-progress.ts';

export type DeckSummary = z.output<typeof deckSummarySchema>;

/** A deck to play: its summary and content (assessments arrive without answer keys), and the learner's record. */
export interface PlayableDeck {
  deck: DeckSummary & { content: Record<string, unknown> };
  record: ProgressRecordData | null;
}

interface DeckBody {
  deck: DeckSummary & { content?: Record<string, unknown> };
  record: ProgressRecordData | null;
}

/** Every cached deck of one id starts with this key (the progress push updates its record). */
export const deckKeyPrefix = (deckId: string) => ['decks', deckId] as const;

/** GET decks/{deckId}/learners/{userId}/show/{readerType}. */
export async function getDeck(deckId: string, userId: string, readerType: string): Promise<PlayableDeck> {
  const body = await api.get<DeckBody>(
    `decks/${deckId}/learners/${userId}/show/${encodeURIComponent(readerType)}`,
  );
  return {
    deck: { ...body.deck, content: body.deck.content ?? {} },
    record: body.record ?? null,
  };
}

export const deckQueryOptions = (deckId: string, userId: string, readerType: string) =>
  queryOptions({
    queryKey: [...deckKeyPrefix(deckId), userId, readerType],
    queryFn: () => getDeck(deckId, userId, readerType),
    // A deck opened again shows its latest record, not a cached one.
    staleTime: 0,
  });

export function useDeck(deckId: string, userId: string | undefined, readerType: string | undefined) {
  return useQuery({
    ...deckQueryOptions(deckId, userId ?? '', readerType ?? ''),
    enabled: Boolean(userId && readerType),
  });
}
