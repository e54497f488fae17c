/** Courses as other features and the app use them (their pages are loaded by the router on their own). */
export { applyCourseStates, withCourseProgress } from './api/apply-course-states.ts';
export { type CourseLibrary, courseLibraryQueryOptions, useCourseLibrary } from './api/get-course-library.ts';
export type { ProgressRecordData } from './api/get-course-progress.ts';
export { CourseCard } from './components/CourseCard.tsx';
export { progressLabel } from './components/CourseStatus.tsx';
