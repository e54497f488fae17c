import { z } from 'zod';
import { isValidEmail, isValidPassword, isValidUsername, VALIDATION_MESSAGES } from './validation-rules.ts';

export * from './validation-rules.ts';

export const usernameSchema = z
  .string()
  .trim()
  .refine(isValidUsername, { message: VALIDATION_MESSAGES.usernameUnavailable });

export const passwordSchema = z
  .string()
  .refine(isValidPassword, { message: VALIDATION_MESSAGES.passwordInvalid });

export const emailSchema = z
  .string()
  .trim()
  .refine(isValidEmail, { message: VALIDATION_MESSAGES.emailMalformed });

/** "Full name; split on first space; last name blank if missing." */
export function splitFullName(fullName: string): { first_name: string; last_name: string } {
  const trimmed = fullName.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  if (space === -1) return { first_name: trimmed, last_name: '' };
  return { first_name: trimmed.slice(0, space), last_name: trimmed.slice(space + 1) };
}

/** A solo creator's new team is named from the username with special characters replaced by underscores. */
export const teamNameFromUsername = (username: string) => username.toLowerCase().replace(/[^a-z0-9]/g, '_');

/**
 * Characters no text we accept may hold: control characters (C0, DEL and C1; PostgreSQL refuses
 * NUL outright and the others only hide text or break terminals and CSV files), and lone UTF-16
 * surrogates (not Unicode at all; they turn into U+FFFD on the way to the database). Tab, line
 * feed and carriage return stay allowed where text may span lines.
 */
const CONTROL_IN_MULTILINE = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;
const CONTROL_IN_LINE = /\p{Cc}|\p{Cs}/u;

export const hasControlCharacter = (value: string, options: { multiline?: boolean } = {}) =>
  (options.multiline ? CONTROL_IN_MULTILINE : CONTROL_IN_LINE).test(value);

/**
 * Where a decoded request part (a JSON body, a query, path parameters) holds text with control
 * characters, in its strings or its object keys: the paths, at most `limit` of them. Walks with
 * an explicit stack and skips what it has seen, so neither a hostile nesting depth nor a cycle
 * (multipart file objects) can hang it; binary parts (Buffers) are not text and are skipped.
 */
export function findControlCharacters(
  value: unknown,
  options: { multiline?: boolean; limit?: number } = {},
): (string | number)[][] {
  interface Node {
    value: unknown;
    key: string | number | null;
    parent: Node | null;
  }
  const pathOf = (node: Node, last?: string) => {
    const path: (string | number)[] = last === undefined ? [] : [last];
    for (let at: Node | null = node; at && at.key !== null; at = at.parent) path.push(at.key);
    return path.reverse();
  };
  const found: (string | number)[][] = [];
  const limit = options.limit ?? 10;
  const seen = new WeakSet<object>();
  const stack: Node[] = [{ value, key: null, parent: null }];
  while (stack.length > 0 && found.length < limit) {
    const node = stack.pop() as Node;
    if (typeof node.value === 'string') {
      if (hasControlCharacter(node.value, options)) found.push(pathOf(node));
      continue;
    }
    if (typeof node.value !== 'object' || node.value === null || ArrayBuffer.isView(node.value)) continue;
    if (seen.has(node.value)) continue;
    seen.add(node.value);
    const isArray = Array.isArray(node.value);
    for (const [key, element] of Object.entries(node.value)) {
      if (!isArray && hasControlCharacter(key, options)) found.push(pathOf(node, key));
      stack.push({ value: element, key: isArray ? Number(key) : key, parent: node });
    }
  }
  return found;
}

/**
 * A zod schema that refuses control characters anywhere in the input, then hands it to `schema`.
 * The server's validator compiler puts it in front of every route's schemas.
 */
export function refusingControlCharacters<T extends z.ZodType>(
  schema: T,
  options: { multiline?: boolean } = {},
) {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      for (const path of findControlCharacters(value, options))
        ctx.addIssue({ code: 'custom', path, message: VALIDATION_MESSAGES.controlCharacters });
    })
    .pipe(schema);
}

/**
 * An update body whose fields are all optional must still name one: `{}` (or only unknown
 * fields, which are stripped) answers 400 instead of reaching the database as an empty update.
 */
export function atLeastOneField<T extends z.ZodObject>(schema: T) {
  return schema.refine((value) => Object.values(value).some((v) => v !== undefined), {
    message: VALIDATION_MESSAGES.emptyUpdate,
  });
}

/**
 * A link the product may render or fetch as an image or a page: an absolute http(s) URL with a
 * host, or a path of this site (`/api/v3/files/<asset id>?sig=...`, which is how uploaded assets
 * are referenced, or `/logo.png`). `javascript:`, `data:`, `//host` and anything with whitespace,
 * control characters or backslashes are refused.
 */
export function isWebOrSiteUrl(value: string): boolean {
  if (value.length === 0 || value.length > 2048 || /[\s\\]/.test(value) || hasControlCharacter(value))
    return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Every image field (course, program, article, contest, reward, banner, team logo, user picture...). */
export const imageUrlSchema = z
  .string()
  .trim()
  .refine(isWebOrSiteUrl, { message: VALIDATION_MESSAGES.imageUrl });

/** The position fields of a page of a server-paginated list (the rows sit beside them). */
export const pagePositionFields = {
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
};
