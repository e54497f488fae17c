import { builderMessageSchema } from '@lp/shared/builder';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { builderKeys } from './keys.ts';

/** POST courses/{id}/delete: a course, exam or contest. */
export async function deleteCourse(id: string) {
  return builderMessageSchema.parse(await api.post<unknown>(`courses/${id}/delete`));
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
