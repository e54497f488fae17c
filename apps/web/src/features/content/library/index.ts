/** The learner's library, which the home page shows when discovery's home feed is off. */
export { LibraryPage } from './routes/LibraryPage.tsx';
