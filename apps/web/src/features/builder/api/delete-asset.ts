import type { builderMessageSchema } from '@lp/shared/builder';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { builderKeys } from './keys.ts';

/** POST assets/{id}/delete: the file, its thumbnail and its URLs go. */
export async function deleteAsset(id: string) {
  return api.post<z.output<typeof builderMessageSchema>>(`assets/${id}/delete`);
}

export function useDeleteAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAsset,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: builderKeys.assets });
      void queryClient.invalidateQueries({ queryKey: builderKeys.files });
    },
  });
}
