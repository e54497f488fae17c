import type { EnrolmentAddedResponse } from '@lp/shared/content/enrolment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshEnrolment } from './enrolment-cache.ts';

/** POST courses/{id}/learners/{userId}/add */
export async function addLearner(courseId: string, userId: string): Promise<EnrolmentAddedResponse> {
  return api.post<EnrolmentAddedResponse>(`courses/${courseId}/learners/${userId}/add`);
}

export function useAddLearner(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => addLearner(courseId, userId),
    onSuccess: () => refreshEnrolment(queryClient, courseId),
  });
}
