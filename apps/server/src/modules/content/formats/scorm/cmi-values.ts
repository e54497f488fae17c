/** Reading scorm-again's runtime data (nested objects of strings) on the server. */
export type CmiNode = Record<string, unknown>;

export const child = (node: CmiNode | undefined, key: string): CmiNode | undefined => {
  const value = node?.[key];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as CmiNode) : undefined;
};

/** A vocabulary value (lesson_status, success_status...) as trimmed lower case; '' when unset. */
export const text = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/** scorm-again keeps CMI numbers as strings ("85"); empty means "not set". */
export function number(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
