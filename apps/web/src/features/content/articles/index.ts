/** Articles as other features and the app use them (the reader page is loaded by the router on its own). */
export { applyArticleStates } from './api/apply-article-states.ts';
export {
  type ArticleLibraryItem,
  articleLibraryQueryOptions,
  useArticleLibrary,
} from './api/get-article-library.ts';
export { ArticleCard } from './components/ArticleCard.tsx';
