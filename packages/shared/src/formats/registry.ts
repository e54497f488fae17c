import type { z } from 'zod';
import {
  baseReaderType,
  EXTRA_READER_TYPES,
  FORMATS_OFF_BY_DEFAULT,
  isAllowedInExam,
  READER_TYPES,
  type ReaderType,
} from '../progress/reader-types.ts';
import { awardsFormats } from './awards.ts';
import { commerceFormats } from './commerce.ts';
import type { FormatEntry } from './format-entry.ts';
import { FORMAT_ICONS } from './format-icons.ts';
import { interactiveFormats } from './interactive.ts';
import { mediaFormats } from './media.ts';
import { readingFormats } from './reading.ts';

/**
 * The category registry (SPEC §3 "Content categories"): one entry per reader type, each usable
 * with or without the `deck` suffix. Rule groups come from progress/reader-types.ts, so a category
 * is defined once for the engine, the server and the web app.
 */
export interface FormatDefinition extends FormatEntry {
  readerType: ReaderType;
  /** A Tabler icon name (format-icons.ts). */
  icon: string;
  /** SPEC §3 "Exams allow only ...". */
  examAllowed: boolean;
  /** SPEC §9 "Enabled article formats": on unless listed in FORMATS_OFF_BY_DEFAULT. */
  enabledByDefault: boolean;
  /** One of the extra reader types (htmldeck, qdf, recommendation, scratchcard). */
  extra: boolean;
}

/** SPEC §9 "Enabled article formats": kept with the reader types, so that a team's defaults need no registry. */
export { FORMATS_OFF_BY_DEFAULT };

const ENTRIES: Record<ReaderType, FormatEntry> = {
  ...readingFormats,
  ...interactiveFormats,
  ...mediaFormats,
  ...awardsFormats,
  ...commerceFormats,
};

export const FORMATS: Readonly<Record<ReaderType, FormatDefinition>> = Object.fromEntries(
  READER_TYPES.map((readerType): [ReaderType, FormatDefinition] => [
    readerType,
    {
      ...ENTRIES[readerType],
      readerType,
      icon: FORMAT_ICONS[readerType],
      examAllowed: isAllowedInExam(readerType),
      enabledByDefault: !FORMATS_OFF_BY_DEFAULT.includes(readerType),
      extra: (EXTRA_READER_TYPES as readonly string[]).includes(readerType),
    },
  ]),
) as Record<ReaderType, FormatDefinition>;

/** The format of a reader type (deck suffix allowed), or undefined when there is none. */
export function formatOf(readerType: string): FormatDefinition | undefined {
  const base = baseReaderType(readerType);
  return base === undefined ? undefined : FORMATS[base];
}

/** Checks a content document against its format's schema. */
export function parseFormatContent(
  readerType: string,
  content: unknown,
): z.ZodSafeParseResult<Record<string, unknown>> | undefined {
  return formatOf(readerType)?.contentSchema.safeParse(content);
}
