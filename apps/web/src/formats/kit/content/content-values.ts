/**
 * Lenient readers of an unvalidated content document, for editors: a new deck starts as `{}` and a
 * half-finished one may miss fields, so every value falls back to an empty one of the right type.
 */
export type Doc = Record<string, unknown>;

export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A text or undefined, so an emptied optional field disappears from the document. */
export const optionalText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

export const numberOf = (value: unknown, fallback = 0): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** The objects of a list field (absent until the author adds one), typed as the caller expects. */
export const listOf = <T = Doc>(value: unknown): T[] =>
  Array.isArray(value)
    ? (value.filter((item): item is Doc => typeof item === 'object' && item !== null) as T[])
    : [];

export const textsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** A copy of `list` with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  if (item !== undefined) copy.splice(to, 0, item);
  return copy;
}

/** A copy of `list` with the item at `index` replaced. */
export const replaced = <T>(list: readonly T[], index: number, item: T): T[] =>
  list.map((current, i) => (i === index ? item : current));

/** A short random id for a new question, option or item (unique within its document). */
export function newItemId(prefix: string): string {
  return `${prefix}${Math.random().toString(36).slice(2, 10)}`;
}

/** An id not yet in `taken`: `${prefix}1`, `${prefix}2`, ... */
export function freshId(prefix: string, taken: readonly string[]): string {
  let n = taken.length + 1;
  while (taken.includes(`${prefix}${n}`)) n += 1;
  return `${prefix}${n}`;
}
