/** Team analytics (/builder/analytics, /adminPanel?section=analytics) and the learner's own results. */

/** An article's analytics (the builder's article analytics section). */
export { ArticleAnalyticsPanel } from './article/ArticleAnalyticsPanel.tsx';
/** What the app uses of the analytics: a course's analytics tabs (the builder's analytics section). */
export { CourseAnalyticsTabs } from './course/CourseAnalyticsTabs.tsx';
/** Saved and scheduled reports (/builder/analytics/reports). */
export { SavedReportsPage } from './reports/SavedReportsPage.tsx';
export { MyResultsReport } from './team/MyResultsReport.tsx';
export { TeamAnalyticsPage } from './team/TeamAnalyticsPage.tsx';
