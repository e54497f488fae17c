import { MESSAGES } from '@lp/shared/errors';
import { type MessageParams, messageKeyOf } from '@lp/shared/i18n/message-keys';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-errors';

interface ErrorBody {
  message: string;
  errors?: { path: string; message: string }[];
  errorCode?: number;
  messageKey?: string;
  params?: MessageParams;
}

/** SPEC's English message with its key (when the catalogues of @lp/shared/i18n know it). */
function keyed(message: string, messageKey = messageKeyOf(message), params?: MessageParams) {
  return {
    message,
    ...(messageKey ? { messageKey } : {}),
    ...(messageKey && params ? { params } : {}),
  };
}

/** Maps every failure to `{ message, errors? }` with the status rules of ARCHITECTURE "The API". */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (error instanceof HttpError) {
        const body: ErrorBody = { ...keyed(error.message, error.messageKey, error.params), ...error.details };
        return reply.status(error.statusCode).headers(error.headers).send(body);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = error.validation.map((v) => ({
          path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          message: v.message ?? MESSAGES.invalidInput,
        }));
        return reply.status(400).send({ ...keyed(errors[0]?.message ?? MESSAGES.invalidInput), errors });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response failed its schema');
        return reply.status(500).send(keyed(MESSAGES.genericError));
      }
      const status = error.statusCode ?? 500;
      if (status === 429) return reply.status(429).send(keyed(MESSAGES.tooManyRequests));
      if (status >= 400 && status < 500) {
        // Fastify's own client errors: malformed JSON, unsupported media type, body too large...
        return reply.status(status).send({ message: error.message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(keyed(MESSAGES.genericError));
    });
  },
  { name: 'errors' },
);
