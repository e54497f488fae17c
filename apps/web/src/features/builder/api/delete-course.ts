import type { builderMessageSchema } from '@lp/shared/builder';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { builderKeys } from './keys.ts';

/** POST courses/{id}/delete: a course, exam or contest. */
export async function deleteCourse(id: string) {
  return api.post<z.output<typeof builderMessageSchema>>(`courses/${id}/delete`);
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: builderKeys.course(id) });
      void queryClient.invalidateQueries({ queryKey: builderKeys.dashboard });
      void queryClient.invalidateQueries({ queryKey: builderKeys.contests });
    },
  });
}
