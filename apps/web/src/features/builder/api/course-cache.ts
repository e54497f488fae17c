import type { BuilderCourse } from '@lp/shared/builder';
import type { QueryClient } from '@tanstack/react-query';
import { builderKeys } from './keys.ts';

/** A mutation answered with the whole course: store it and refresh the lists that show it. */
export function storeCourse(queryClient: QueryClient, course: BuilderCourse) {
  queryClient.setQueryData(builderKeys.course(course._id), course);
  void queryClient.invalidateQueries({ queryKey: builderKeys.dashboard });
  void queryClient.invalidateQueries({ queryKey: ['courses'] });
}

/** A mutation answered with part of the course: fetch the outline again. */
export function refreshCourse(queryClient: QueryClient, courseId: string) {
  void queryClient.invalidateQueries({ queryKey: builderKeys.course(courseId), exact: true });
  void queryClient.invalidateQueries({ queryKey: builderKeys.dashboard });
}
