import type { Asset } from '@lp/shared/assets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { builderKeys } from './keys.ts';

/** POST assets/{id}/update: renames a file. */
export async function renameAsset(id: string, name: string): Promise<Asset> {
  return api.post<Asset>(`assets/${id}/update`, { name });
}

export function useRenameAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameAsset(id, name),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: builderKeys.assets });
      void queryClient.invalidateQueries({ queryKey: builderKeys.files });
    },
  });
}
