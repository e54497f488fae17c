import { type ApiError, apiErrorSchema, MESSAGES, SESSION_INVALID_STATUS } from '@lp/shared/errors';

export type FieldError = NonNullable<ApiError['errors']>[number];

/** A failed API call, carrying the server's `{ message, errors, errorCode }` body. */
export class ApiClientError extends Error {
  override readonly name = 'ApiClientError';
  readonly status: number;
  readonly errors: FieldError[];
  readonly errorCode: number | undefined;
  /** False when the server sent no message and `message` is the generic fallback. */
  readonly fromServer: boolean;

  constructor(
    status: number,
    message: string,
    errors: FieldError[] = [],
    errorCode?: number,
    fromServer = true,
  ) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.errorCode = errorCode;
    this.fromServer = fromServer;
  }
}

/** Builds the error from a response body; falls back to the generic message for non-JSON bodies. */
export function toApiClientError(status: number, bodyText: string): ApiClientError {
  const fallback = status === SESSION_INVALID_STATUS ? MESSAGES.sessionInvalid : MESSAGES.genericError;
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return new ApiClientError(status, fallback, [], undefined, false);
  }
  const parsed = apiErrorSchema.safeParse(body);
  if (!parsed.success) return new ApiClientError(status, fallback, [], undefined, false);
  const { message, errors, errorCode } = parsed.data;
  return new ApiClientError(status, message || fallback, errors ?? [], errorCode, Boolean(message));
}

/** The text to show for any error thrown by a query or mutation. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiClientError ? error.message : fallback;
}
