// zod/mini (tree-shakable). The web app reads error bodies with error-body.ts, without zod.
import { z } from 'zod/mini';
import type { ApiError } from './error-body.ts';

export { type ApiError, MESSAGES, parseApiError, SESSION_INVALID_STATUS } from './error-body.ts';

/** The one error body every API failure uses (ARCHITECTURE "The API"), as the server checks it. */
export const apiErrorSchema = z.object({
  /** SPEC's English text; clients without a translation of `messageKey` show it as it is. */
  message: z.string(),
  errors: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
  errorCode: z.optional(z.int()),
  /** A stable key of the message (`auth.wrongCredentials`) to translate it by, with its values. */
  messageKey: z.optional(z.string()),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});

// The schema and the zod-free type describe one body.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<z.infer<typeof apiErrorSchema>, ApiError> = true;
void sameShape;
