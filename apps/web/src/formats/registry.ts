import { baseReaderType, type ReaderType } from '@lp/shared/progress';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { EditorProps } from './kit/editor-props.ts';
import type { ReaderProps } from './kit/reader-props.ts';

type LazyComponent<P> = LazyExoticComponent<ComponentType<P>>;

/**
 * Every format folder (formats/<category>/) with a Reader.tsx and an Editor.tsx; Vite turns each
 * into its own chunk, loaded the first time that format is played or edited. formats/kit holds what
 * formats share and is never a format itself.
 */
const readerModules = import.meta.glob<{ Reader: ComponentType<ReaderProps> }>([
  './*/Reader.tsx',
  '!./kit/**',
]);
const editorModules = import.meta.glob<{ Editor: ComponentType<EditorProps> }>([
  './*/Editor.tsx',
  '!./kit/**',
]);

/** Reader types played and edited by another type's folder: an exam's SCORM deck is a SCORM deck. */
const PLAYED_AS: Partial<Record<ReaderType, ReaderType>> = { scormexam: 'scorm' };

function lazyFrom<P, K extends string>(
  modules: Record<string, () => Promise<Record<K, ComponentType<P>>>>,
  file: string,
  exportName: K,
): Map<string, LazyComponent<P>> {
  const components = new Map<string, LazyComponent<P>>();
  for (const [path, load] of Object.entries(modules)) {
    const category = path.slice(2, -`/${file}`.length);
    components.set(
      category,
      lazy(async () => ({ default: (await load())[exportName] })),
    );
  }
  return components;
}

const READERS = lazyFrom(readerModules, 'Reader.tsx', 'Reader');
const EDITORS = lazyFrom(editorModules, 'Editor.tsx', 'Editor');

/** The folders that hold a Reader: each one a reader type's own. */
export const READER_FOLDERS: readonly string[] = [...READERS.keys()];

/** The folder whose Reader and Editor a reader type uses (deck suffix stripped, aliases followed). */
function folderOf(readerType: string): ReaderType | undefined {
  const base = baseReaderType(readerType);
  return base && (PLAYED_AS[base] ?? base);
}

/**
 * The Reader of a reader type (a trailing `deck` is stripped: `articledeck` plays as `article`), or
 * null when this app cannot play it (SPEC §8: an unknown reader type yields an error flag).
 */
export function readerFor(readerType: string): LazyComponent<ReaderProps> | null {
  const folder = folderOf(readerType);
  return (folder && READERS.get(folder)) ?? null;
}

/** The Editor of a reader type, or null when the format has none. */
export function editorFor(readerType: string): LazyComponent<EditorProps> | null {
  const folder = folderOf(readerType);
  return (folder && EDITORS.get(folder)) ?? null;
}

/**
 * Formats whose builder preview plays the saved deck through the server (a SCORM package runs in
 * the player on the content origin, which needs the deck's id), rather than the content being edited.
 */
const PREVIEWS_SAVED_DECK: ReadonlySet<string> = new Set(['scorm']);

export function previewsSavedDeck(readerType: string): boolean {
  return PREVIEWS_SAVED_DECK.has(folderOf(readerType) ?? '');
}

/** Is this a reader type at all (a known one, playable or not)? */
export function isReaderType(value: string): boolean {
  return baseReaderType(value) !== undefined;
}
