/** The home feed, banners, search and item cards as the home page and the app shell use them. */
export { saveSearch, useBanners, useHomeFeed, useSearchSuggestions } from './api/discovery.ts';
export { HomeItemCard, itemPath } from './components/HomeItemCard.tsx';
