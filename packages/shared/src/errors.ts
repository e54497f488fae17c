// zod/mini (tree-shakable): every screen parses error bodies, the sign-in page included, which
// loads no full-zod schema.
import { z } from 'zod/mini';

/** The one error body every API failure uses (ARCHITECTURE "The API"). */
export const apiErrorSchema = z.object({
  /** SPEC's English text; clients without a translation of `messageKey` show it as it is. */
  message: z.string(),
  errors: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
  errorCode: z.optional(z.int()),
  /** A stable key of the message (`auth.wrongCredentials`) to translate it by, with its values. */
  messageKey: z.optional(z.string()),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Status 440: the session is missing, expired, revoked or undecodable; the client logs out. */
export const SESSION_INVALID_STATUS = 440;

export const MESSAGES = {
  sessionInvalid: 'Your session has expired. Please log in again.',
  notAuthorized: 'You are not authorized to see this page',
  notFound: 'Not found',
  genericError: 'Something went wrong',
  genericErrorHelp: 'Head back or let us know about the error on the helpdesk',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  invalidInput: 'Invalid input',
  nameRequired: 'Name is required',
  uploadTooLarge: (sizeKb: number, limitKb: number) =>
    `The upload size of ${sizeKb} kB is higher than the limit of ${limitKb} kB. Please choose a smaller file.`,
} as const;
