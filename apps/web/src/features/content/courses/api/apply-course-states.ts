import { LIMITS } from '@lp/shared/constants';
import type { CourseCard, CourseDetail } from '@lp/shared/content/catalog';
import { courseProgressState } from '@lp/shared/content/course-access';
import type { SubmitQueueResponse } from '@lp/shared/progress';
import type { QueryClient } from '@tanstack/react-query';
import { courseDetailKeyPrefix } from './get-course.ts';
import { type CourseLibrary, courseLibraryKey } from './get-course-library.ts';
import { type CourseProgress, courseProgressKey } from './get-course-progress.ts';
import { deckKeyPrefix, type PlayableDeck } from './get-deck.ts';

type States = SubmitQueueResponse['states'];

/** A course card's progress from the server's course record (SPEC §4 "Course progress"). */
export function withCourseProgress<C extends CourseCard>(course: C, states: States): C {
  const record = states.courses[course._id];
  if (!record) return course;
  const progress = {
    state: courseProgressState(record),
    percentage: Math.min(LIMITS.progressCap, record.viewedPercentage),
  };
  return { ...course, learner: { ...course.learner, progress } };
}

/**
 * Writes the states a progress push returned into the cached courses (progress, details, library)
 * and decks, so percentages and deck marks change on screen without a refetch.
 */
export function applyCourseStates(queryClient: QueryClient, states: States, userId: string): void {
  for (const [courseId, course] of Object.entries(states.courses)) {
    queryClient.setQueryData<CourseProgress>(courseProgressKey(courseId, userId), (old) =>
      old
        ? { course, topics: { ...old.topics, ...states.topics }, decks: { ...old.decks, ...states.decks } }
        : old,
    );
  }
  queryClient.setQueriesData<CourseDetail>({ queryKey: courseDetailKeyPrefix }, (old) =>
    old ? withCourseProgress(old, states) : old,
  );
  queryClient.setQueryData<CourseLibrary>(courseLibraryKey, (old) =>
    old ? { ...old, courses: old.courses.map((course) => withCourseProgress(course, states)) } : old,
  );
  for (const [deckId, record] of Object.entries(states.decks)) {
    queryClient.setQueriesData<PlayableDeck>({ queryKey: deckKeyPrefix(deckId) }, (old) =>
      old ? { ...old, record } : old,
    );
  }
}
