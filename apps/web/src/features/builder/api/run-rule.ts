import type { EnrolmentAddedResponse } from '@lp/shared/content/enrolment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshEnrolment } from './enrolment-cache.ts';
import { builderKeys } from './keys.ts';

/** POST rules/{criteriaId}/run: enrols every active matching user; answers how many were added. */
export async function runRule(criteriaId: string): Promise<EnrolmentAddedResponse> {
  return api.post<EnrolmentAddedResponse>(`rules/${criteriaId}/run`);
}

export function useRunRule(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runRule,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: builderKeys.rules(courseId) });
      refreshEnrolment(queryClient, courseId);
    },
  });
}
