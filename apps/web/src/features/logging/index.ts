/** The error log viewer for admins (the admin panel and /builder/helpdesk show it). */
export { ErrorLogSection } from './components/ErrorLogSection.tsx';
