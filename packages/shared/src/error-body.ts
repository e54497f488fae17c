/**
 * The API's error body and messages without zod: every screen reads error bodies, the sign-in page
 * included, which loads no schema library. errors.ts re-exports all of it beside `apiErrorSchema`,
 * the same shape as a zod schema for the server's route docs and checks.
 */

/** The one error body every API failure uses (ARCHITECTURE "The API"). */
export interface ApiError {
  /** SPEC's English text; clients without a translation of `messageKey` show it as it is. */
  message: string;
  errors?: { path: string; message: string }[] | undefined;
  errorCode?: number | undefined;
  /** A stable key of the message (`auth.wrongCredentials`) to translate it by, with its values. */
  messageKey?: string | undefined;
  params?: Record<string, string | number> | undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFieldError = (value: unknown): value is { path: string; message: string } =>
  isObject(value) && typeof value.path === 'string' && typeof value.message === 'string';

const isParamValue = (value: unknown) =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

/**
 * `body` as an error body, or null when it is not one: what `apiErrorSchema.safeParse` accepts (its
 * test holds the two together). Unknown keys are dropped, as the schema does.
 */
export function parseApiError(body: unknown): ApiError | null {
  if (!isObject(body) || typeof body.message !== 'string') return null;
  const { message, errors, errorCode, messageKey, params } = body;
  if (errors !== undefined && !(Array.isArray(errors) && errors.every(isFieldError))) return null;
  if (errorCode !== undefined && !Number.isSafeInteger(errorCode)) return null;
  if (messageKey !== undefined && typeof messageKey !== 'string') return null;
  if (params !== undefined && !(isObject(params) && Object.values(params).every(isParamValue))) return null;
  const parsed: ApiError = { message };
  if (errors !== undefined) parsed.errors = errors.map(({ path, message }) => ({ path, message }));
  if (errorCode !== undefined) parsed.errorCode = errorCode as number;
  if (messageKey !== undefined) parsed.messageKey = messageKey;
  if (params !== undefined) parsed.params = { ...(params as Record<string, string | number>) };
  return parsed;
}

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
