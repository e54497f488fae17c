/** The in-app notifications, as the app shell shows them. */
export { NotificationBell } from './components/NotificationBell.tsx';
