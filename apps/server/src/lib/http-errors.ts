import { MESSAGES, SESSION_INVALID_STATUS } from '@lp/shared/errors';
import { type KeyedMessage, type MessageParams, messageKeyOf } from '@lp/shared/i18n/message-keys';

/**
 * SPEC's English text, or a message with values and its key (`keyedMessage('plan.maxUsers', 25)`).
 * A fixed catalogue text gets its key by itself (`messageKeyOf`).
 */
export type ErrorMessage = string | KeyedMessage;

/** An error whose status and message are meant for the client, per ARCHITECTURE "The API". */
export class HttpError extends Error {
  /** The message's stable key and values, for clients that show it translated. */
  readonly messageKey: string | undefined;
  readonly params: MessageParams | undefined;

  constructor(
    readonly statusCode: number,
    message: ErrorMessage,
    readonly details: { errors?: { path: string; message: string }[]; errorCode?: number } = {},
    /** Response headers that go with the error, such as Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof message === 'string' ? message : message.message);
    this.name = 'HttpError';
    this.messageKey = typeof message === 'string' ? messageKeyOf(message) : message.messageKey;
    this.params = typeof message === 'string' ? undefined : message.params;
  }
}

export const badRequest = (message: ErrorMessage, errors?: { path: string; message: string }[]) =>
  new HttpError(400, message, { errors });
export const unauthorized = (message: ErrorMessage) => new HttpError(401, message);
export const forbidden = (message: ErrorMessage = MESSAGES.notAuthorized) => new HttpError(403, message);
/** Also used for another tenant's object: never reveal that it exists. */
export const notFound = (message: ErrorMessage = MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: ErrorMessage) => new HttpError(409, message);
export const tooManyRequests = (
  message: ErrorMessage = MESSAGES.tooManyRequests,
  retryAfterSeconds?: number,
) =>
  new HttpError(
    429,
    message,
    {},
    retryAfterSeconds === undefined
      ? {}
      : { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );
/** An upstream service (an identity provider) did not answer as it should. */
export const badGateway = (message: ErrorMessage) => new HttpError(502, message);
export const sessionInvalid = (message: ErrorMessage = MESSAGES.sessionInvalid) =>
  new HttpError(SESSION_INVALID_STATUS, message);
