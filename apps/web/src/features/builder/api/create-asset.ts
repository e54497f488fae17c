import type { Asset } from '@lp/shared/assets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { builderKeys } from './keys.ts';

/** POST assets/create (multipart: file, name?): 413 above the upload limit, 400 for other types. */
export async function createAsset(file: File): Promise<Asset> {
  const form = new FormData();
  form.append('name', file.name);
  form.append('file', file);
  return api.post<Asset>('assets/create', form);
}

export function useCreateAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAsset,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: builderKeys.assets });
      void queryClient.invalidateQueries({ queryKey: builderKeys.files });
    },
  });
}
