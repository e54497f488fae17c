/**
 * The content domain as other features and the app use it: articles, courses, programs, the
 * learner's library and discovery (home feed, banners, search). Each part's own index says what
 * it offers; pages are loaded by the router on their own.
 */
export * from './articles/index.ts';
export * from './courses/index.ts';
export * from './discovery/index.ts';
export * from './library/index.ts';
export * from './programs/index.ts';
