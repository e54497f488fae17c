/** The helpdesk: the learner's /app/helpdesk and the admins' /builder/helpdesk (loaded by the routers). */
export { HelpdeskAdminPage } from './routes/HelpdeskAdminPage.tsx';
export { HelpdeskPage } from './routes/HelpdeskPage.tsx';
