import type { builderMessageSchema } from '@lp/shared/builder';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { refreshCourse } from './course-cache.ts';

/** POST courses/{courseId}/topics/{id}/delete: the topic and its decks. */
export async function deleteTopic(courseId: string, topicId: string) {
  return api.post<z.output<typeof builderMessageSchema>>(`courses/${courseId}/topics/${topicId}/delete`);
}

export function useDeleteTopic(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (topicId: string) => deleteTopic(courseId, topicId),
    onSuccess: () => refreshCourse(queryClient, courseId),
  });
}
