import type { BuilderCourse, CourseUpdateBody } from '@lp/shared/builder';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { storeCourse } from './course-cache.ts';

/** POST courses/{id}/update: only the fields sent change; settings merge over the current ones. */
export async function updateCourse(id: string, body: CourseUpdateBody): Promise<BuilderCourse> {
  return api.post<BuilderCourse>(`courses/${id}/update`, body);
}

export function useUpdateCourse(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CourseUpdateBody) => updateCourse(id, body),
    onSuccess: (course) => storeCourse(queryClient, course),
  });
}
