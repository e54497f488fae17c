/** The manager panel (SPEC §2 /manager, for managers only). */
export { ManagerPage } from './routes/ManagerPage.tsx';
