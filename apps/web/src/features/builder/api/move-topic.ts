import type { BuilderCourse, MoveDirection } from '@lp/shared/builder';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { storeCourse } from './course-cache.ts';

/** POST courses/{courseId}/topics/{id}/move/{up|down}: answers the new outline. */
export async function moveTopic(
  courseId: string,
  topicId: string,
  direction: MoveDirection,
): Promise<BuilderCourse> {
  return api.post<BuilderCourse>(`courses/${courseId}/topics/${topicId}/move/${direction}`);
}

export function useMoveTopic(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ topicId, direction }: { topicId: string; direction: MoveDirection }) =>
      moveTopic(courseId, topicId, direction),
    onSuccess: (course) => storeCourse(queryClient, course),
  });
}
