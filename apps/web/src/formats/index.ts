/** What the rest of the app uses of the content formats: the slot that plays one, the registry, the contracts. */

export { ContentIssuesVisible } from './kit/editing/issues-visibility.ts';
export type { EditorProps } from './kit/editor-props.ts';
export type { ReaderCompletion, ReaderOutcome, ReaderProps } from './kit/reader-props.ts';
export { ReaderSlot } from './ReaderSlot.tsx';
export { editorFor, isReaderType, previewsSavedDeck, readerFor } from './registry.ts';
export { UnsupportedReader } from './UnsupportedReader.tsx';
