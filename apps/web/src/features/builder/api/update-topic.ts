import type { BuilderTopic } from '@lp/shared/builder';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshCourse } from './course-cache.ts';

/** POST courses/{courseId}/topics/{id}/update: renames a topic. */
export async function renameTopic(courseId: string, topicId: string, name: string): Promise<BuilderTopic> {
  return api.post<BuilderTopic>(`courses/${courseId}/topics/${topicId}/update`, { name });
}

export function useRenameTopic(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ topicId, name }: { topicId: string; name: string }) =>
      renameTopic(courseId, topicId, name),
    onSuccess: () => refreshCourse(queryClient, courseId),
  });
}
