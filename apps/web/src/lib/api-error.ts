import { DEFAULT_LANGUAGE } from '@lp/shared/constants';
import { type ApiError, MESSAGES, parseApiError, SESSION_INVALID_STATUS } from '@lp/shared/error-body';
import type { MessageParams } from '@lp/shared/i18n/message-keys';
import { i18n } from '../i18n/i18n.ts';
import { SERVER_ERRORS_NS } from '../i18n/resources.ts';

export type FieldError = NonNullable<ApiError['errors']>[number];

/** A failed API call, carrying the server's `{ message, errors, errorCode }` body. */
export class ApiClientError extends Error {
  override readonly name = 'ApiClientError';
  readonly status: number;
  readonly errors: FieldError[];
  readonly errorCode: number | undefined;
  /** False when the server sent no message and `message` is the generic fallback. */
  readonly fromServer: boolean;
  /** The message's stable key and values (`auth.wrongCredentials`), when the server sent them. */
  messageKey: string | undefined;
  params: MessageParams | undefined;

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

/**
 * A server message in the reader's language: the translation of its key when the web app has one
 * (the API's error texts, or the form rules' `validation.*`), else SPEC's English as it came.
 */
export function serverMessage(message: string, messageKey?: string, params?: MessageParams): string {
  if (!messageKey || i18n.language === DEFAULT_LANGUAGE) return message;
  // The key comes from the server at run time, so it is looked up untyped.
  const t = i18n.t as unknown as (key: string, options: Record<string, unknown>) => string;
  for (const ns of [SERVER_ERRORS_NS, 'translation'] as const) {
    if (i18n.exists(messageKey, { ns, ...params })) return t(messageKey, { ns, ...params });
  }
  return message;
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
  const parsed = parseApiError(body);
  if (!parsed) return new ApiClientError(status, fallback, [], undefined, false);
  const { message, errors, errorCode, messageKey, params } = parsed;
  const error = new ApiClientError(status, message || fallback, errors ?? [], errorCode, Boolean(message));
  if (message) {
    error.messageKey = messageKey;
    error.params = params;
  }
  return error;
}

/** The text to show for any error thrown by a query or mutation, in the reader's language. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiClientError
    ? serverMessage(error.message, error.messageKey, error.params)
    : fallback;
}
