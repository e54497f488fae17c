import type { QueryClient } from '@tanstack/react-query';
import { builderKeys } from './keys.ts';

/** After any enrolment change: the learners list, the user search's enrolled flags and the counts. */
export function refreshEnrolment(queryClient: QueryClient, courseId: string) {
  void queryClient.invalidateQueries({ queryKey: builderKeys.learners(courseId) });
  void queryClient.invalidateQueries({ queryKey: builderKeys.userSearch });
  void queryClient.invalidateQueries({ queryKey: builderKeys.dashboard });
}
