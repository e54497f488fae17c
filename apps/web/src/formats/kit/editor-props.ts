import type { DeckSettings } from '@lp/shared/content';

/** The props every format's Editor takes (formats/<category>/Editor.tsx). */
export interface EditorProps {
  /** The content document being edited (decks.content or articles.content). */
  value: Record<string, unknown>;
  /** Called with the whole new document on every change; the builder validates and saves it. */
  onChange: (value: Record<string, unknown>) => void;
  /** Deck settings when the content is a deck of a course; null for a standalone article. */
  settings: DeckSettings | null;
  /** True while the course is launched: the editor shows the content but allows no change. */
  readOnly: boolean;
}
