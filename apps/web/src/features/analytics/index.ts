/** Team analytics (/builder/analytics, /adminPanel?section=analytics) and the learner's own results. */

/** Saved and scheduled reports (/builder/analytics/reports). */
export { SavedReportsPage } from './reports/SavedReportsPage.tsx';
export { MyResultsReport } from './team/MyResultsReport.tsx';
export { TeamAnalyticsPage } from './team/TeamAnalyticsPage.tsx';
