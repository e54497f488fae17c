import type { EnrolmentRule } from '@lp/shared/content/enrolment';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { builderKeys } from './keys.ts';

/** GET courses/{id}/rules: the course's enrolment rules, oldest first. */
export async function getRules(courseId: string, signal?: AbortSignal): Promise<EnrolmentRule[]> {
  return api.get<EnrolmentRule[]>(`courses/${courseId}/rules`, { signal });
}

export function useRules(courseId: string) {
  return useQuery({
    queryKey: builderKeys.rules(courseId),
    queryFn: ({ signal }) => getRules(courseId, signal),
  });
}
