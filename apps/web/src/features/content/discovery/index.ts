/** The home feed, banners, search and item cards as the home page and the app shell use them. */
export { useBanners, useHomeFeed } from './api/discovery.ts';
export { saveSearch, useSearchSuggestions } from './api/search.ts';
export { HomeItemCard, itemPath } from './components/HomeItemCard.tsx';
