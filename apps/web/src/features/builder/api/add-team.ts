import type { EnrolmentAddedResponse } from '@lp/shared/content/enrolment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshEnrolment } from './enrolment-cache.ts';

/** POST courses/{id}/learners/{team}/add_team: every active user of the caller's team. */
export async function addTeam(courseId: string, team: string): Promise<EnrolmentAddedResponse> {
  return api.post<EnrolmentAddedResponse>(
    `courses/${courseId}/learners/${encodeURIComponent(team)}/add_team`,
  );
}

export function useAddTeam(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (team: string) => addTeam(courseId, team),
    onSuccess: () => refreshEnrolment(queryClient, courseId),
  });
}
