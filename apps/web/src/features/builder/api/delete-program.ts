import type { builderMessageSchema } from '@lp/shared/builder';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { builderKeys } from './keys.ts';

/** POST programs/{id}/delete (SuperAdmin, Admin); its courses stay. */
export async function deleteProgram(id: string) {
  return api.post<z.output<typeof builderMessageSchema>>(`programs/${id}/delete`);
}

export function useDeleteProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProgram,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: builderKeys.program(id) });
      void queryClient.invalidateQueries({ queryKey: builderKeys.dashboard });
    },
  });
}
