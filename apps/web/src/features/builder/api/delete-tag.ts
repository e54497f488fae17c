import type { builderMessageSchema } from '@lp/shared/builder';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { refreshTags } from './tag-cache.ts';

/** POST tags/{id}/delete */
export async function deleteTag(id: string) {
  return api.post<z.output<typeof builderMessageSchema>>(`tags/${id}/delete`);
}

export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTag, onSuccess: () => refreshTags(queryClient) });
}
