import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Asset } from '@lp/shared/assets';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZipFile } from 'yazl';
import { createTestApp } from '../../test/app';
import { makeSignedInUser } from '../../test/factories';
import { parseRange } from './range';
import { signAssetId } from './signing';
import { mp4Bytes, multipartWithFile, pdfBytes } from './test-helpers';

let app: FastifyInstance;
let dataDir: string;
let creator: Awaited<ReturnType<typeof makeSignedInUser>>;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'lp-files-test-'));
  app = await createTestApp({ dataDir });
  creator = await makeSignedInUser(app, { license: 'Creator' });
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function uploadAsset(content: Buffer, name: string): Promise<Asset> {
  const body = multipartWithFile({ content }, { name });
  const res = await app.inject({
    method: 'POST',
    url: '/api/v3/assets/create',
    headers: { ...creator.headers, ...body.headers },
    payload: body.payload,
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.body}`);
  return res.json<Asset>();
}

function zipBytes(): Promise<Buffer> {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from('hello'), 'hello.txt');
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

describe('GET files/{id}', () => {
  it('streams the bytes with their type, nosniff, a long private cache and inline disposition', async () => {
    const video = mp4Bytes(4096);
    const asset = await uploadAsset(video, 'Clip één.mp4');
    const res = await app.inject({ url: asset.url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(video)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'video/mp4',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=31536000, immutable',
      'accept-ranges': 'bytes',
      'content-length': '4096',
    });
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="Clip __n.mp4"; filename*=UTF-8''${encodeURIComponent('Clip één.mp4')}`,
    );
    const again = await app.inject({
      url: asset.url,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves byte ranges so a video can seek', async () => {
    const video = mp4Bytes(4096);
    const asset = await uploadAsset(video, 'Seek.mp4');
    const middle = await app.inject({ url: asset.url, headers: { range: 'bytes=100-199' } });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe('bytes 100-199/4096');
    expect(middle.headers['content-length']).toBe('100');
    expect(middle.rawPayload.equals(video.subarray(100, 200))).toBe(true);

    const tail = await app.inject({ url: asset.url, headers: { range: 'bytes=4000-' } });
    expect(tail.headers['content-range']).toBe('bytes 4000-4095/4096');
    expect(tail.rawPayload.equals(video.subarray(4000))).toBe(true);
    const suffix = await app.inject({ url: asset.url, headers: { range: 'bytes=-10' } });
    expect(suffix.rawPayload.equals(video.subarray(4086))).toBe(true);

    const beyond = await app.inject({ url: asset.url, headers: { range: 'bytes=5000-' } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */4096');
    const stale = await app.inject({
      url: asset.url,
      headers: { range: 'bytes=0-9', 'if-range': '"other"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(4096);
  });

  it('sends every file sandboxed and unsniffed, and PDFs and archives as downloads', async () => {
    const pdf = await uploadAsset(pdfBytes(), 'Guide.pdf');
    const served = await app.inject({ url: pdf.url });
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="Guide.pdf"/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(String(served.headers['content-security-policy']).split('; ')).toEqual(
      expect.arrayContaining(['sandbox', "default-src 'none'"]),
    );
    // The web app's pdf.js viewer reads the bytes with fetch(), which these headers do not affect.
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(pdfBytes())).toBe(true);
    const video = await app.inject({ url: (await uploadAsset(mp4Bytes(2048), 'Clip.mp4')).url });
    expect(video.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(video.headers['content-disposition']).toMatch(/^inline;/);
    const zip = await uploadAsset(await zipBytes(), 'Pack.zip');
    expect(zip.kind).toBe('archive');
    const res = await app.inject({ url: zip.url });
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Pack.zip"/);
  });

  it('answers 404 without a valid signature for that asset, also to a signed-in user', async () => {
    const asset = await uploadAsset(pdfBytes(), 'Secret.pdf');
    const other = await uploadAsset(pdfBytes(), 'Other.pdf');
    const bare = `/api/v3/files/${asset._id}`;
    expect((await app.inject({ url: bare, headers: creator.headers })).statusCode).toBe(404);
    const otherSig = new URL(other.url, 'http://x').searchParams.get('sig');
    expect((await app.inject({ url: `${bare}?sig=${otherSig}` })).statusCode).toBe(404);
    const forged = await signAssetId('a-different-secret-of-at-least-32-chars!!', asset._id);
    expect((await app.inject({ url: `${bare}?sig=${forged}` })).statusCode).toBe(404);
    expect((await app.inject({ url: `${bare}?sig=${creator.token}` })).statusCode).toBe(404);
    expect(
      (await app.inject({ url: `${bare}/thumbnail${new URL(asset.url, 'http://x').search}` })).statusCode,
    ).toBe(404);
    expect((await app.inject({ url: '/api/v3/files/not-a-uuid?sig=x' })).statusCode).toBe(400);
  });

  it('documents the asset routes in the OpenAPI document', async () => {
    const res = await app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/v3/assets/create',
        '/api/v3/files/{assetId}',
        '/api/v3/decks/{id}/submissions',
      ]),
    );
  });
});

describe('parseRange', () => {
  it('reads one range, a suffix, open ends, and ignores what it does not understand', () => {
    expect(parseRange(undefined, 10)).toEqual({ kind: 'full' });
    expect(parseRange('bytes=0-4', 10)).toEqual({ kind: 'partial', range: { start: 0, end: 4 } });
    expect(parseRange('bytes=5-100', 10)).toEqual({ kind: 'partial', range: { start: 5, end: 9 } });
    expect(parseRange('bytes=-3', 10)).toEqual({ kind: 'partial', range: { start: 7, end: 9 } });
    expect(parseRange('bytes=-30', 10)).toEqual({ kind: 'partial', range: { start: 0, end: 9 } });
    expect(parseRange('bytes=0-1,4-5', 10)).toEqual({ kind: 'full' });
    expect(parseRange('bytes=5-2', 10)).toEqual({ kind: 'full' });
    expect(parseRange('items=0-1', 10)).toEqual({ kind: 'full' });
    expect(parseRange('bytes=10-', 10)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', 10)).toEqual({ kind: 'unsatisfiable' });
  });
});

describe('larger files', () => {
  it('accepts uploads far above the JSON body limit and answers HEAD without a body', async () => {
    const big = mp4Bytes(3 * 1024 * 1024);
    const asset = await uploadAsset(big, 'Big.mp4');
    expect(asset.size).toBe(big.length);
    const head = await app.inject({ method: 'HEAD', url: asset.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(big.length));
    expect(head.rawPayload.length).toBe(0);
    const last = await app.inject({ url: asset.url, headers: { range: `bytes=${big.length - 1000}-` } });
    expect(last.rawPayload.equals(big.subarray(big.length - 1000))).toBe(true);
  });
});
