import type { BuilderTopic } from '@lp/shared/builder';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshCourse } from './course-cache.ts';

/** POST courses/{courseId}/topics/create: a topic at the end of the course. */
export async function createTopic(courseId: string, name: string): Promise<BuilderTopic> {
  return api.post<BuilderTopic>(`courses/${courseId}/topics/create`, { name });
}

export function useCreateTopic(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => createTopic(courseId, name),
    onSuccess: () => refreshCourse(queryClient, courseId),
  });
}
