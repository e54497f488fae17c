import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import { MULTIPART_MESSAGES } from '@lp/shared/assets';
import { keyedMessage } from '@lp/shared/i18n/message-keys';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { badRequest, HttpError } from '../lib/http-errors';

/** A file of a multipart request, streamed to a temporary file; deleted once the response is sent. */
export class UploadedFile {
  constructor(
    readonly path: string,
    readonly size: number,
    readonly filename: string,
    readonly mimetype: string,
  ) {}
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Temporary files of this request, removed when it ends. */
    uploadedFiles: string[] | null;
  }
}

/** Routes take no files unless their `config.multipartOptions` says so (the upload routes do). */
const DEFAULT_LIMITS = { fileSize: 0, files: 0, fields: 50, parts: 100 };

export { MULTIPART_MESSAGES };

/** The temporary folder of uploads: under DATA_DIR (the same disk as the stores), else the system's. */
export const uploadTmpDir = (dataDir: string | undefined) =>
  dataDir ? path.join(dataDir, 'tmp', 'uploads') : path.join(os.tmpdir(), `lp-uploads-${process.pid}`);

/** Client mistakes @fastify/multipart and busboy report while reading a form; everything else is ours. */
function asClientError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  const { code, syscall } = (error ?? {}) as { code?: string; syscall?: string };
  // A disk that is full or not writable is the server's problem, not a bad form.
  if (syscall) return undefined;
  switch (code) {
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return badRequest(MULTIPART_MESSAGES.tooManyFields);
    case 'FST_FILES_LIMIT':
      return badRequest(MULTIPART_MESSAGES.tooManyFiles);
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return badRequest(MULTIPART_MESSAGES.badJsonField);
    case 'FST_PROTO_VIOLATION':
    case 'FST_MP_PREMATURE_CLOSE':
      return badRequest(MULTIPART_MESSAGES.malformed);
    default:
      // busboy's own errors (a body cut short, a broken boundary or part header) are plain Errors
      // without a code; a TypeError or the like would be a bug of ours and stays a 500.
      return code === undefined && error instanceof Error && error.constructor === Error
        ? badRequest(MULTIPART_MESSAGES.malformed)
        : undefined;
  }
}

function tooLarge(request: FastifyRequest, limitBytes: number) {
  const declared = Number(request.headers['content-length']);
  const size = Number.isFinite(declared) && declared > limitBytes ? declared : limitBytes + 1;
  return new HttpError(413, keyedMessage('upload.tooLarge', size, Math.floor(limitBytes / 1024)));
}

/**
 * Reads multipart/form-data bodies (after authentication, before validation) into `request.body`:
 * text fields as strings, files as `UploadedFile`s streamed to disk, so nothing is held whole in
 * memory. A route's `config.multipartOptions.limits.fileSize` is enforced while streaming: the file
 * stops at the limit and the request answers 413 with SPEC §5's message. A body that is cut short
 * or malformed answers 400, never 500.
 */
export const multipartPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Pick<Config, 'dataDir'> }) => {
    const tmpDir = uploadTmpDir(config.dataDir);
    // Over-size files are cut at the limit (busboy's `truncated`) rather than failing mid-stream.
    await app.register(multipart, { limits: DEFAULT_LIMITS, throwFileSizeLimit: false });
    app.decorateRequest('uploadedFiles', null);

    const removeFiles = async (request: FastifyRequest) => {
      const files = request.uploadedFiles;
      request.uploadedFiles = null;
      if (files) await Promise.all(files.map((file) => rm(file, { force: true })));
    };
    // The route is done with its files once it answers (or the client gave up). Both hooks run on
    // every request of the product, so a request without files costs them no promise.
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (!request.uploadedFiles) return done(null, payload);
      removeFiles(request).then(() => done(null, payload), done);
    });
    app.addHook('onRequestAbort', removeFiles);

    app.addHook('preValidation', (request, _reply, done) => {
      if (!request.isMultipart()) return done();
      readParts(request).then(() => done(), done);
    });

    const readParts = async (request: FastifyRequest) => {
      const limits = { ...DEFAULT_LIMITS, ...request.routeOptions.config.multipartOptions?.limits };
      const body: Record<string, unknown> = {};
      const add = (name: string, value: unknown) => {
        const current = body[name];
        if (current === undefined) body[name] = value;
        else body[name] = Array.isArray(current) ? [...current, value] : [current, value];
      };
      try {
        for await (const part of request.parts({ limits })) {
          if (part.type === 'file')
            add(part.fieldname, await saveFile(request, part, tmpDir, limits.fileSize));
          else add(part.fieldname, (part as MultipartValue).value);
        }
      } catch (error) {
        const mapped = asClientError(error);
        if (mapped) throw mapped;
        throw error;
      }
      request.body = body;
    };
  },
  { name: 'multipart', dependencies: ['errors'] },
);

async function saveFile(
  request: FastifyRequest,
  part: MultipartFile,
  tmpDir: string,
  limitBytes: number,
): Promise<UploadedFile> {
  await mkdir(tmpDir, { recursive: true, mode: 0o700 });
  const file = path.join(tmpDir, randomUUID());
  request.uploadedFiles ??= [];
  request.uploadedFiles.push(file);
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      callback(null, chunk);
    },
  });
  const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  try {
    await pipeline(part.file, counter, out);
  } catch (error) {
    // A body cut short can fail the pipeline before the file is opened; the stream opens it and
    // closes it after that, so the request's clean-up could run first: remove it once closed.
    if (!out.closed) await once(out, 'close');
    await rm(file, { force: true });
    throw error;
  }
  if (part.file.truncated) throw tooLarge(request, limitBytes);
  return new UploadedFile(file, size, part.filename, part.mimetype);
}
