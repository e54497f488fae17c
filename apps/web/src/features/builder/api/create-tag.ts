import type { Tag } from '@lp/shared/tags';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshTags } from './tag-cache.ts';

/** POST tags/create */
export async function createTag(name: string): Promise<Tag> {
  return api.post<Tag>('tags/create', { name });
}

export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTag, onSuccess: () => refreshTags(queryClient) });
}
