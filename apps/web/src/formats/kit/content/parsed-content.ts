import { useMemo } from 'react';

/** The part of a zod schema a reader needs (the web app does not depend on zod itself). */
interface ContentSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/**
 * The content as its format's schema reads it (defaults filled in), or null when it does not fit:
 * the builder saves only valid documents, so null means a deck that was never filled in.
 */
export function useParsedContent<T>(schema: ContentSchema<T>, content: Record<string, unknown>): T | null {
  return useMemo(() => {
    const result = schema.safeParse(content);
    return result.success ? result.data : null;
  }, [schema, content]);
}
