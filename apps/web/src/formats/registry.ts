import { baseReaderType, type ReaderType } from '@lp/shared/progress';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { ReaderProps } from './reader-props.ts';

type LazyReader = LazyExoticComponent<ComponentType<ReaderProps>>;

const reader = (load: () => Promise<{ Reader: ComponentType<ReaderProps> }>): LazyReader =>
  lazy(async () => ({ default: (await load()).Reader }));

/** The formats this app can play so far; the other reader types follow in later issues. */
const READERS: Partial<Record<ReaderType, LazyReader>> = {
  article: reader(() => import('./article/Reader.tsx')),
  news: reader(() => import('./news/Reader.tsx')),
  faq: reader(() => import('./faq/Reader.tsx')),
  story: reader(() => import('./story/Reader.tsx')),
  assessment: reader(() => import('./assessment/Reader.tsx')),
};

/**
 * The Reader of a reader type (a trailing `deck` is stripped: `articledeck` plays as `article`), or
 * null when this app cannot play it (SPEC §8: an unknown reader type yields an error flag).
 */
export function readerFor(readerType: string): LazyReader | null {
  const base = baseReaderType(readerType);
  return (base && READERS[base]) ?? null;
}

/** Is this a reader type at all (a known one, playable or not)? */
export function isReaderType(value: string): boolean {
  return baseReaderType(value) !== undefined;
}
