/** What the app uses of the builder: its route tree under /builder. */
export { builderRoutes } from './routes.tsx';
