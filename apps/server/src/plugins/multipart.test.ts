import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { uploadTooLargeMessage } from '@lp/shared/validation';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartWithFile, pdfBytes, pngBytes } from '../modules/assets/test-helpers';
import { scorm12Package } from '../modules/content/formats/test-fixtures/scorm-packages';
import { createTestApp } from '../test/app';
import { makeSignedInUser } from '../test/factories';
import { MULTIPART_MESSAGES, UploadedFile, uploadTmpDir } from './multipart';

let app: FastifyInstance;
let dataDir: string;
/** What the test route saw while the request was running. */
let seen: { isUpload: boolean; size: number; content: string; inTmp: boolean; note: unknown } | null = null;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'lp-multipart-'));
  app = await createTestApp({ dataDir });
  app.post(
    '/api/v3/test/upload',
    { config: { multipartOptions: { limits: { fileSize: 1024, files: 1 } } } },
    async (request) => {
      const { file, note } = request.body as { file: unknown; note: unknown };
      const upload = file instanceof UploadedFile ? file : null;
      seen = {
        isUpload: upload !== null,
        size: upload?.size ?? 0,
        content: upload ? await readFile(upload.path, 'utf8') : '',
        inTmp: upload ? upload.path.startsWith(uploadTmpDir(dataDir)) : false,
        note,
      };
      return { ok: true };
    },
  );
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const leftovers = () => (existsSync(uploadTmpDir(dataDir)) ? readdirSync(uploadTmpDir(dataDir)) : []);

/** A valid form with a file, cut off in the middle of the file's bytes (no closing boundary). */
function truncated(content: Buffer, filename = 'upload.bin') {
  const body = multipartWithFile({ content, filename });
  const cut = body.payload.indexOf(content) + Math.floor(content.length / 2);
  return { headers: body.headers, payload: body.payload.subarray(0, cut) };
}

describe('multipart uploads', () => {
  it('streams the file to a temporary file, hands the route its path and removes it afterwards', async () => {
    const body = multipartWithFile({ content: Buffer.from('hello upload') }, { note: 'a note' });
    const res = await app.inject({ method: 'POST', url: '/api/v3/test/upload', ...body });
    expect(res.statusCode).toBe(200);
    expect(seen).toEqual({ isUpload: true, size: 12, content: 'hello upload', inTmp: true, note: 'a note' });
    expect(leftovers()).toEqual([]);
  });

  it('enforces the limit while streaming, without trusting content-length, and keeps nothing', async () => {
    const body = multipartWithFile({ content: Buffer.alloc(5000, 7) });
    // A stream: no content-length header at all.
    const res = await app.inject({
      method: 'POST',
      url: '/api/v3/test/upload',
      headers: body.headers,
      payload: Readable.from([body.payload]),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(uploadTooLargeMessage(1025, 1));
    expect(leftovers()).toEqual([]);
  });

  it('answers 400, not 500, to a form cut short or a file where none is taken', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v3/test/upload',
      ...truncated(Buffer.alloc(600, 1)),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MULTIPART_MESSAGES.malformed);
    const noBoundary = await app.inject({
      method: 'POST',
      url: '/api/v3/test/upload',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'x',
    });
    expect(noBoundary.statusCode).toBe(400);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/sign_in',
      ...multipartWithFile({ content: Buffer.from('x') }, { username: 'someone', password: 'Secret@123' }),
    });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json().message).toBe(MULTIPART_MESSAGES.tooManyFiles);
    expect(leftovers()).toEqual([]);
  });

  it('answers 400 with a clear message on each upload route when the body is cut short', async () => {
    const creator = await makeSignedInUser(app, { license: 'Creator' });
    const learner = await makeSignedInUser(app);
    const uploads = [
      { url: '/api/v3/assets/create', headers: creator.headers, content: pdfBytes() },
      { url: `/api/v3/decks/${randomUUID()}/submissions`, headers: learner.headers, content: pdfBytes() },
      {
        url: `/api/v3/users/${learner.user.id}/update/image`,
        headers: learner.headers,
        content: await pngBytes(),
      },
      { url: '/api/v3/formats/scorm/upload', headers: creator.headers, content: await scorm12Package() },
    ];
    for (const upload of uploads) {
      const body = truncated(upload.content);
      const res = await app.inject({
        method: 'POST',
        url: upload.url,
        headers: { ...upload.headers, ...body.headers },
        payload: body.payload,
      });
      expect({ url: upload.url, status: res.statusCode, message: res.json().message }).toEqual({
        url: upload.url,
        status: 400,
        message: MULTIPART_MESSAGES.malformed,
      });
    }
    expect(leftovers()).toEqual([]);
  });
});
