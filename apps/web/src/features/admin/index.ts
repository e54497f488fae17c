/** The admin panel (/adminPanel, /hotspotter) and the account plan card of /builder/account. */
export { PlanUsageCard } from './components/PlanUsageCard.tsx';
export { adminRoutes } from './routes.tsx';
