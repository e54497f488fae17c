import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Asset, AssetList, FileEntry } from '@lp/shared/assets';
import { ASSET_MESSAGES } from '@lp/shared/assets';
import { LIMITS } from '@lp/shared/constants';
import { uploadTooLargeMessage } from '@lp/shared/validation';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { makeSignedInUser } from '../../test/factories';
import { mp4Bytes, multipartWithFile, pdfBytes, pngBytes, pngClaimingSize } from './test-helpers';

let app: FastifyInstance;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'lp-assets-test-'));
  app = await createTestApp({ dataDir });
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Headers = Record<string, string>;
const upload = (headers: Headers, body: ReturnType<typeof multipartWithFile>) =>
  app.inject({
    method: 'POST',
    url: '/api/v3/assets/create',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
const get = (url: string, headers: Headers) => app.inject({ url: `/api/v3/${url}`, headers });
const post = (url: string, headers: Headers, payload?: object) =>
  app.inject({ method: 'POST', url: `/api/v3/${url}`, headers, ...(payload ? { payload } : {}) });

const storedFiles = async (teamId: string) =>
  readdir(path.join(dataDir, 'assets', teamId)).catch(() => [] as string[]);

describe('assets/create', () => {
  it('stores an image with its size and a WebP thumbnail, and answers ready-to-use URLs', async () => {
    const { headers, team } = await makeSignedInUser(app, { license: 'Creator' });
    const res = await upload(
      headers,
      multipartWithFile(
        { content: await pngBytes(640, 480), filename: 'red.png', contentType: 'image/png' },
        {
          name: 'Red square.png',
        },
      ),
    );
    expect(res.statusCode).toBe(201);
    const asset = res.json<Asset>();
    expect(asset).toMatchObject({
      name: 'Red square.png',
      kind: 'image',
      mimeType: 'image/png',
      width: 640,
      height: 480,
    });
    expect(asset.url).toMatch(new RegExp(`^/api/v3/files/${asset._id}\\?sig=`));
    expect(asset.thumbnailUrl).toMatch(new RegExp(`^/api/v3/files/${asset._id}/thumbnail\\?sig=`));

    const thumbnail = await app.inject({ url: asset.thumbnailUrl ?? '' });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    const sharp = (await import('sharp')).default;
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(320);
    expect(await storedFiles(team.id)).toHaveLength(2);
  });

  it('names a file without a given name after its kind and stores PDFs, videos and audio without thumbnails', async () => {
    const { headers } = await makeSignedInUser(app, { license: 'Admin' });
    const pdf = await upload(headers, multipartWithFile({ content: pdfBytes() }));
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json()).toMatchObject({
      kind: 'document',
      mimeType: 'application/pdf',
      thumbnailUrl: null,
      width: null,
    });
    expect(pdf.json<Asset>().name).toMatch(/^document-.*\.pdf$/);
    const video = await upload(
      headers,
      multipartWithFile({ content: mp4Bytes() }, { name: 'Intro.mp4', kind: 'video' }),
    );
    expect(video.json()).toMatchObject({ kind: 'video', mimeType: 'video/mp4', size: 4096 });
  });

  it('refuses a file whose content is not an allowed type, whatever its name says', async () => {
    const { headers, team } = await makeSignedInUser(app, { license: 'Creator' });
    const fake = await upload(
      headers,
      multipartWithFile(
        { content: Buffer.from('just some text'), filename: 'photo.png', contentType: 'image/png' },
        {
          name: 'photo.png',
        },
      ),
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe(ASSET_MESSAGES.extensionMismatch('png', 'not a file type we accept'));

    const unnamed = await upload(
      headers,
      multipartWithFile({ content: Buffer.from('#!/bin/sh\nrm -rf /\n') }),
    );
    expect(unnamed.json().message).toBe(ASSET_MESSAGES.notAllowedType);

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const svgRes = await upload(headers, multipartWithFile({ content: svg }, { name: 'logo.svg' }));
    expect(svgRes.statusCode).toBe(400);
    expect(svgRes.json().message).toBe(ASSET_MESSAGES.svgNotAllowed);

    const renamed = await upload(
      headers,
      multipartWithFile({ content: pdfBytes() }, { name: 'holiday.jpg' }),
    );
    expect(renamed.json().message).toBe(ASSET_MESSAGES.extensionMismatch('jpg', 'a PDF document'));

    const wrongKind = await upload(headers, multipartWithFile({ content: pdfBytes() }, { kind: 'image' }));
    expect(wrongKind.json().message).toBe(ASSET_MESSAGES.kindMismatch('an image', 'a PDF document'));
    expect(await storedFiles(team.id)).toHaveLength(0);
  });

  it('refuses damaged images and images of more than 100 megapixels', async () => {
    const { headers } = await makeSignedInUser(app, { license: 'Creator' });
    const damaged = Buffer.concat([(await pngBytes(8, 8)).subarray(0, 33), Buffer.from('not really a png')]);
    const res = await upload(headers, multipartWithFile({ content: damaged }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ASSET_MESSAGES.unreadableImage);
    const bomb = await upload(headers, multipartWithFile({ content: await pngClaimingSize(20_000, 20_000) }));
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().message).toBe(ASSET_MESSAGES.imageTooManyPixels);
  });

  it('asks for a file when there is none, and validates the fields', async () => {
    const { headers } = await makeSignedInUser(app, { license: 'Creator' });
    const none = await upload(headers, multipartWithFile(null, { name: 'Nothing' }));
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(ASSET_MESSAGES.fileRequired);
    const json = await post('assets/create', headers, { name: 'x' });
    expect(json.statusCode).toBe(400);
    const badKind = await upload(
      headers,
      multipartWithFile({ content: pdfBytes() }, { kind: 'spreadsheet' }),
    );
    expect(badKind.statusCode).toBe(400);
  });

  it('answers 413 with the SPEC message above the upload limit and stores nothing', async () => {
    const { headers, team } = await makeSignedInUser(app, { license: 'Creator' });
    const limitBytes = LIMITS.uploadMaxKb * 1024;
    const body = multipartWithFile({ content: Buffer.alloc(limitBytes + 10 * 1024, 1) });
    const res = await upload(headers, body);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(uploadTooLargeMessage(body.payload.length, LIMITS.uploadMaxKb));
    expect(res.json().message).toMatch(
      /^The upload size of \d+ kB is higher than the limit of 51200 kB\. Please choose a smaller file\.$/,
    );
    expect(await storedFiles(team.id)).toHaveLength(0);
  });

  it('is for creators and admins only, and needs a session', async () => {
    const { headers } = await makeSignedInUser(app);
    const res = await upload(headers, multipartWithFile({ content: pdfBytes() }));
    expect(res.statusCode).toBe(403);
    const anonymous = await upload({}, multipartWithFile({ content: pdfBytes() }));
    expect(anonymous.statusCode).toBe(440);
  });
});

describe('assets/list, files/getList, update and delete', () => {
  it('lists the team library newest first, by kind and name, a page at a time', async () => {
    const { headers } = await makeSignedInUser(app, { license: 'Creator' });
    for (const name of ['Alpha.pdf', 'Beta 50%.pdf', 'Gamma.pdf']) {
      expect((await upload(headers, multipartWithFile({ content: pdfBytes() }, { name }))).statusCode).toBe(
        201,
      );
    }
    await upload(headers, multipartWithFile({ content: await pngBytes(40, 30) }, { name: 'Alpha.png' }));

    const all = (await get('assets/list', headers)).json<AssetList>();
    expect(all.total).toBe(4);
    expect(all.assets.map((a) => a.name)).toEqual(['Alpha.png', 'Gamma.pdf', 'Beta 50%.pdf', 'Alpha.pdf']);
    const docs = (await get('assets/list?kind=document&page=2&limit=2', headers)).json<AssetList>();
    expect(docs).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(docs.assets.map((a) => a.name)).toEqual(['Alpha.pdf']);
    const search = (await get('assets/list?search=alpha', headers)).json<AssetList>();
    expect(search.assets.map((a) => a.name)).toEqual(['Alpha.png', 'Alpha.pdf']);
    const percent = (await get(`assets/list?search=${encodeURIComponent('50%')}`, headers)).json<AssetList>();
    expect(percent.assets.map((a) => a.name)).toEqual(['Beta 50%.pdf']);

    const files = (await get('files/getList?kind=image', headers)).json<FileEntry[]>();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ name: 'Alpha.png', kind: 'image' });
    expect(files[0]?.thumbnailUrl).toContain('/thumbnail?sig=');

    expect((await get('assets/list?limit=1000', headers)).statusCode).toBe(400);
    expect((await get('assets/list?kind=spreadsheet', headers)).statusCode).toBe(400);
  });

  it('renames and deletes a file; deleting removes the bytes and the thumbnail and ends its URLs', async () => {
    const { headers, team } = await makeSignedInUser(app, { license: 'Creator' });
    const asset = (
      await upload(headers, multipartWithFile({ content: await pngBytes(50, 50) }, { name: 'Old.png' }))
    ).json<Asset>();
    const renamed = await post(`assets/${asset._id}/update`, headers, { name: '  New name  ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ _id: asset._id, name: 'New name' });
    expect((await post(`assets/${asset._id}/update`, headers, { name: '' })).statusCode).toBe(400);
    expect((await post('assets/not-a-uuid/update', headers, { name: 'x' })).statusCode).toBe(400);

    expect(await storedFiles(team.id)).toHaveLength(2);
    const deleted = await post(`assets/${asset._id}/delete`, headers);
    expect(deleted.statusCode).toBe(200);
    expect(await storedFiles(team.id)).toHaveLength(0);
    expect((await app.inject({ url: asset.url })).statusCode).toBe(404);
    expect((await post(`assets/${asset._id}/delete`, headers)).statusCode).toBe(404);
    expect(existsSync(path.join(dataDir, 'assets', team.id))).toBe(true);
  });

  it("answers 404 for another team's file and 403 to learners", async () => {
    const owner = await makeSignedInUser(app, { license: 'Creator' });
    const asset = (await upload(owner.headers, multipartWithFile({ content: pdfBytes() }))).json<Asset>();
    const stranger = await makeSignedInUser(app, { license: 'Admin' });
    expect((await post(`assets/${asset._id}/update`, stranger.headers, { name: 'Mine' })).statusCode).toBe(
      404,
    );
    expect((await post(`assets/${asset._id}/delete`, stranger.headers)).statusCode).toBe(404);
    expect((await get('assets/list', stranger.headers)).json<AssetList>().total).toBe(0);
    expect((await get('files/getList', stranger.headers)).json()).toEqual([]);

    const learner = await makeSignedInUser(app, { teamId: owner.team.id });
    expect((await get('assets/list', learner.headers)).statusCode).toBe(403);
    expect((await get('files/getList', learner.headers)).statusCode).toBe(403);
    expect((await post(`assets/${asset._id}/update`, learner.headers, { name: 'x' })).statusCode).toBe(403);
    expect((await post(`assets/${asset._id}/delete`, learner.headers)).statusCode).toBe(403);
  });
});
