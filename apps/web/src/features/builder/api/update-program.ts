import type { BuilderProgram, ProgramUpdateBody } from '@lp/shared/builder';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { builderKeys } from './keys.ts';

/** POST programs/{id}/update: only the fields sent change; a theme needs fewer than 12 courses. */
export async function updateProgram(id: string, body: ProgramUpdateBody): Promise<BuilderProgram> {
  return api.post<BuilderProgram>(`programs/${id}/update`, body);
}

export function useUpdateProgram(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProgramUpdateBody) => updateProgram(id, body),
    onSuccess: (program) => {
      queryClient.setQueryData(builderKeys.program(id), program);
      void queryClient.invalidateQueries({ queryKey: builderKeys.dashboard });
      void queryClient.invalidateQueries({ queryKey: ['programs'] });
    },
  });
}
