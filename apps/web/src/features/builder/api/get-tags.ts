import type { Tag } from '@lp/shared/tags';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { builderKeys } from './keys.ts';

/** GET tags/list: the team's tags with how many items carry each. */
export async function getTags(signal?: AbortSignal): Promise<Tag[]> {
  return api.get<Tag[]>('tags/list', { signal });
}

export function useTags() {
  return useQuery({ queryKey: builderKeys.tags, queryFn: ({ signal }) => getTags(signal) });
}
