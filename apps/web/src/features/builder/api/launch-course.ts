import type { LaunchBody, LaunchResult } from '@lp/shared/builder';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { storeCourse } from './course-cache.ts';
import { builderKeys } from './keys.ts';

/** POST courses/{id}/launch: resetProgress archives the learner data as an old version. */
export async function launchCourse(id: string, body: LaunchBody): Promise<LaunchResult> {
  return api.post<LaunchResult>(`courses/${id}/launch`, body);
}

export function useLaunchCourse(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LaunchBody) => launchCourse(id, body),
    onSuccess: (result) => {
      storeCourse(queryClient, result.course);
      void queryClient.invalidateQueries({ queryKey: builderKeys.courseVersions(id) });
      void queryClient.invalidateQueries({ queryKey: builderKeys.learners(id) });
    },
  });
}
