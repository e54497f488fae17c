import type { AddEnrolmentRuleResponse, EnrolmentRuleInput } from '@lp/shared/content/enrolment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshEnrolment } from './enrolment-cache.ts';
import { builderKeys } from './keys.ts';

/** POST courses/{id}/rules/add: adds the rule and runs it once. */
export async function addRule(courseId: string, rule: EnrolmentRuleInput): Promise<AddEnrolmentRuleResponse> {
  return api.post<AddEnrolmentRuleResponse>(`courses/${courseId}/rules/add`, { rule });
}

export function useAddRule(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: EnrolmentRuleInput) => addRule(courseId, rule),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: builderKeys.rules(courseId) });
      refreshEnrolment(queryClient, courseId);
    },
  });
}
