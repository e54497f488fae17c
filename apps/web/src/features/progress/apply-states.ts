import type { CourseCard, CourseDetail } from '@lp/shared/catalog';
import { LIMITS } from '@lp/shared/constants';
import { courseProgressState } from '@lp/shared/course-access';
import type { SubmitQueueResponse } from '@lp/shared/progress';
import type { QueryClient } from '@tanstack/react-query';
import { type ArticleForReader, articleKeyPrefix } from '../articles/api/get-article.ts';
import { type ArticleLibraryItem, articleLibraryKey } from '../articles/api/get-article-library.ts';
import { courseDetailKeyPrefix } from '../courses/api/get-course.ts';
import { type CourseLibrary, courseLibraryKey } from '../courses/api/get-course-library.ts';
import { type CourseProgress, courseProgressKey } from '../courses/api/get-course-progress.ts';
import { deckKeyPrefix, type PlayableDeck } from '../courses/api/get-deck.ts';
import { type ProgramDetail, programDetailKeyPrefix } from '../programs/api/get-program.ts';
import { learnerSessionsKey } from './api/get-learner-sessions.ts';

type States = SubmitQueueResponse['states'];

/** A course card's progress from the server's course record (SPEC §4 "Course progress"). */
function withCourseProgress<C extends CourseCard>(course: C, states: States): C {
  const record = states.courses[course._id];
  if (!record) return course;
  const progress = {
    state: courseProgressState(record),
    percentage: Math.min(LIMITS.progressCap, record.viewedPercentage),
  };
  return { ...course, learner: { ...course.learner, progress } };
}

/**
 * Writes the states a push returned into the cached queries, so percentages, deck marks, article
 * marks and points change on screen without a refetch (ARCHITECTURE "One flow, end to end").
 */
export function applyStatesToCaches(queryClient: QueryClient, states: States, userId: string): void {
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
  queryClient.setQueriesData<ProgramDetail>({ queryKey: programDetailKeyPrefix }, (old) =>
    old ? { ...old, courses: old.courses.map((course) => withCourseProgress(course, states)) } : old,
  );
  for (const [deckId, record] of Object.entries(states.decks)) {
    queryClient.setQueriesData<PlayableDeck>({ queryKey: deckKeyPrefix(deckId) }, (old) =>
      old ? { ...old, record } : old,
    );
  }
  const articleMarks = (id: string) => {
    const record = states.articles[id];
    return record ? { viewed: true, completed: record.completion } : {};
  };
  queryClient.setQueryData<ArticleLibraryItem[]>(articleLibraryKey, (old) =>
    old?.map((item) => ({ ...item, ...articleMarks(item._id) })),
  );
  for (const articleId of Object.keys(states.articles)) {
    queryClient.setQueriesData<ArticleForReader>({ queryKey: articleKeyPrefix(articleId) }, (old) =>
      old ? { ...old, ...articleMarks(articleId) } : old,
    );
  }
  if (states.learner) queryClient.setQueryData(learnerSessionsKey(userId), states.learner);
}
