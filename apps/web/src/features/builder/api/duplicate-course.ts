import type { BuilderCourse } from '@lp/shared/builder';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { builderKeys } from './keys.ts';

/** POST courses/{id}/duplicate: a deep, unlaunched copy with a new identifier. */
export async function duplicateCourse(id: string): Promise<BuilderCourse> {
  return api.post<BuilderCourse>(`courses/${id}/duplicate`);
}

export function useDuplicateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: builderKeys.dashboard }),
  });
}
