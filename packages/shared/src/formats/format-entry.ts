import type { z } from 'zod';
import type { ReaderType } from '../progress/reader-types.ts';

/** What a format's group file says about it; the registry adds the rules of SPEC §3 and §9. */
export interface FormatEntry {
  /** The name a builder sees (SPEC §3: iframe is named "Webpage"). */
  name: string;
  /** The shape of the format's content document (decks.content / articles.content). */
  contentSchema: z.ZodType<Record<string, unknown>>;
}

export type FormatEntries = Partial<Record<ReaderType, FormatEntry>>;
