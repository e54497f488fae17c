import type { EnrolmentRemovedResponse } from '@lp/shared/content/enrolment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshEnrolment } from './enrolment-cache.ts';

/** POST courses/{id}/learners/{userId}/remove: their progress is kept. */
export async function removeLearner(courseId: string, userId: string): Promise<EnrolmentRemovedResponse> {
  return api.post<EnrolmentRemovedResponse>(`courses/${courseId}/learners/${userId}/remove`);
}

export function useRemoveLearner(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeLearner(courseId, userId),
    onSuccess: () => refreshEnrolment(queryClient, courseId),
  });
}
