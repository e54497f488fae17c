import type { SubmitQueueResponse } from '@lp/shared/progress';
import type { QueryClient } from '@tanstack/react-query';
import { withCourseProgress } from '../../courses/index.ts';
import { type ProgramDetail, programDetailKeyPrefix } from './get-program.ts';

/** Writes the course states a progress push returned into the courses of every cached program. */
export function applyProgramStates(queryClient: QueryClient, states: SubmitQueueResponse['states']): void {
  queryClient.setQueriesData<ProgramDetail>({ queryKey: programDetailKeyPrefix }, (old) =>
    old ? { ...old, courses: old.courses.map((course) => withCourseProgress(course, states)) } : old,
  );
}
