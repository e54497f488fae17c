import type { Tag } from '@lp/shared/tags';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshTags } from './tag-cache.ts';

/** POST tags/{id}/update: renames a tag. */
export async function renameTag(id: string, name: string): Promise<Tag> {
  return api.post<Tag>(`tags/${id}/update`, { name });
}

export function useRenameTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameTag(id, name),
    onSuccess: () => refreshTags(queryClient),
  });
}
