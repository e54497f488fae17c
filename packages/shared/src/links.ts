import { z } from 'zod';

export const LINK_MESSAGES = {
  invalid: 'Links must start with http://, https:// or / (a page of this app)',
} as const;

/** Whitespace, control characters and backslashes never belong in a link we render. */
const hasUnsafeCharacter = (value: string) =>
  /[\s\\]/.test(value) || [...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);

/**
 * A link the web app may render as an href: an absolute http(s) URL, or a path of this app
 * (`/tags/safety`). Anything else, `javascript:` and `data:` included, is refused; so is `//host`,
 * which browsers read as another site.
 */
export function isSafeLink(value: string): boolean {
  if (value.length === 0 || value.length > 2048 || hasUnsafeCharacter(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export const safeLinkSchema = z.string().trim().refine(isSafeLink, { message: LINK_MESSAGES.invalid });
