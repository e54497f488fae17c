/** The client dashboard (/clients/ekart/dashboard), loaded by the router. */
export { ClientDashboardPage } from './routes/ClientDashboardPage.tsx';
