import { ASSET_MESSAGES } from '@lp/shared/assets';
import { LIMITS } from '@lp/shared/constants';
import { uploadTooLargeMessage } from '@lp/shared/validation';
import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../../lib/http-errors';

export const UPLOAD_MAX_BYTES = LIMITS.uploadMaxKb * 1024;

/**
 * Route config for one-file uploads: @fastify/multipart stops reading the file at the limit and
 * fails the request (FST_REQ_FILE_TOO_LARGE), so nothing over the limit is buffered or stored.
 */
export const uploadRouteConfig = {
  multipartOptions: { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } },
};

/** The multipart `file` field as the body schema sees it (multipart's keyValues mode gives a Buffer). */
export const fileField = z
  .unknown()
  .refine((value) => Buffer.isBuffer(value) && value.length > 0, ASSET_MESSAGES.fileRequired)
  .meta({ type: 'string', format: 'binary', description: 'The file (multipart/form-data)' });

/** The uploaded bytes (fileField has checked them; this narrows the type). */
export function uploadedBytes(file: unknown): Buffer {
  if (!Buffer.isBuffer(file) || file.length === 0) throw badRequest(ASSET_MESSAGES.fileRequired);
  return file;
}

/**
 * Answers an over-limit upload with 413 and SPEC §5's message. The whole size is not known (the
 * rest of the body is never read), so the request's Content-Length stands for it when sent.
 * Every other error goes on to the app's error handler.
 */
export function answerTooLargeUploads(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
    const declared = Number(request.headers['content-length']);
    const size = Number.isFinite(declared) && declared > UPLOAD_MAX_BYTES ? declared : UPLOAD_MAX_BYTES + 1;
    return reply.status(413).send({ message: uploadTooLargeMessage(size, LIMITS.uploadMaxKb) });
  });
}
