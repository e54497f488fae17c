import type { BuilderDeck } from '@lp/shared/builder';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { builderKeys } from './keys.ts';

/** GET decks/{id}/showAdmin: a deck with its full content, answer keys included. */
export async function getDeckAdmin(id: string, signal?: AbortSignal): Promise<BuilderDeck> {
  return api.get<BuilderDeck>(`decks/${encodeURIComponent(id)}/showAdmin`, { signal });
}

export const deckAdminQueryOptions = (id: string) =>
  queryOptions({ queryKey: builderKeys.deck(id), queryFn: ({ signal }) => getDeckAdmin(id, signal) });

export function useDeckAdmin(id: string, enabled = true) {
  return useQuery({ ...deckAdminQueryOptions(id), enabled });
}
