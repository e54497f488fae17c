/** What the app uses of the analytics: a course's analytics tabs (the builder's analytics section). */
export { CourseAnalyticsTabs } from './course/CourseAnalyticsTabs.tsx';
