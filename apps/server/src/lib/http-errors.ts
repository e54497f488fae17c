import { MESSAGES, SESSION_INVALID_STATUS } from '@lp/shared/errors';

/** An error whose status and message are meant for the client, per ARCHITECTURE "The API". */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: { errors?: { path: string; message: string }[]; errorCode?: number } = {},
    /** Response headers that go with the error, such as Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: { path: string; message: string }[]) =>
  new HttpError(400, message, { errors });
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string = MESSAGES.notAuthorized) => new HttpError(403, message);
/** Also used for another tenant's object: never reveal that it exists. */
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string = MESSAGES.tooManyRequests, retryAfterSeconds?: number) =>
  new HttpError(
    429,
    message,
    {},
    retryAfterSeconds === undefined
      ? {}
      : { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );
/** An upstream service (an identity provider) did not answer as it should. */
export const badGateway = (message: string) => new HttpError(502, message);
export const sessionInvalid = (message: string = MESSAGES.sessionInvalid) =>
  new HttpError(SESSION_INVALID_STATUS, message);
