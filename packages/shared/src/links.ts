import { z } from 'zod';
import { isWebOrSiteUrl } from './validation.ts';

export const LINK_MESSAGES = {
  invalid: 'Links must start with http://, https:// or / (a page of this app)',
} as const;

/**
 * A link the web app may render as an href: an absolute http(s) URL, or a path of this app
 * (`/tags/safety`). Anything else, `javascript:` and `data:` included, is refused; so is `//host`,
 * which browsers read as another site. The same rule as image fields (validation.ts).
 */
export const isSafeLink = isWebOrSiteUrl;

export const safeLinkSchema = z.string().trim().refine(isSafeLink, { message: LINK_MESSAGES.invalid });
