import type { BuilderCourse } from '@lp/shared/builder';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { storeCourse } from './course-cache.ts';

/** POST courses/{id}/unlaunch: back to a draft; an exam's or contest's audience data is reset. */
export async function unlaunchCourse(id: string): Promise<BuilderCourse> {
  return api.post<BuilderCourse>(`courses/${id}/unlaunch`);
}

export function useUnlaunchCourse(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unlaunchCourse(id),
    onSuccess: (course) => storeCourse(queryClient, course),
  });
}
