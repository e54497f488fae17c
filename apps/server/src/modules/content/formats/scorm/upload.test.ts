import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LIMITS } from '@lp/shared/constants';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app';
import { makeSignedInUser } from '../../../../test/factories';
import {
  multipartFile,
  packageWithEntry,
  SCORM12_MANIFEST,
  scorm12Package,
  scorm2004Package,
  zipOf,
} from '../test-fixtures/scorm-packages';

let app: FastifyInstance;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'lp-scorm-upload-'));
  app = await createTestApp({ dataDir });
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const upload = (headers: Record<string, string>, zip: Buffer) => {
  const body = multipartFile('file', 'package.zip', zip);
  return app.inject({
    method: 'POST',
    url: '/api/v3/formats/scorm/upload',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

const scormDirs = () => readdirSync(path.join(dataDir, 'scorm')).filter((n) => !n.startsWith('.'));

describe('POST formats/scorm/upload', () => {
  it('unpacks a SCORM 1.2 package and reads title, version and launch file', async () => {
    const creator = await makeSignedInUser(app, { license: 'Creator' });
    const res = await upload(creator.headers, await scorm12Package());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ title: 'Fire safety basics', version: '1.2', entry: 'content/index.html' });
    expect(existsSync(path.join(dataDir, 'scorm', body._id, 'content', 'index.html'))).toBe(true);

    const again = await app.inject({
      method: 'GET',
      url: `/api/v3/formats/scorm/packages/${body._id}`,
      headers: creator.headers,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(body);
  });

  it('detects SCORM 2004 and launches the first SCO, not an asset', async () => {
    const creator = await makeSignedInUser(app, { license: 'Creator' });
    const res = await upload(creator.headers, await scorm2004Package());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: 'Data privacy', version: '2004', entry: 'lesson.html' });
  });

  it.each([
    ['zip-slip', '../evil.txt'],
    ['an absolute path', '/tmp/evil.txt'],
    ['a nested zip-slip', 'content/../../evil'],
  ])('rejects %s with 400 and leaves nothing on disk', async (_label, name) => {
    const creator = await makeSignedInUser(app, { license: 'Creator' });
    const before = scormDirs();
    const res = await upload(creator.headers, await packageWithEntry(name));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/path|zip/i);
    expect(scormDirs()).toEqual(before);
    expect(existsSync(path.join(dataDir, 'evil.txt'))).toBe(false);
    expect(existsSync('/tmp/evil.txt')).toBe(false);
  });

  it('rejects a symbolic link', async () => {
    const creator = await makeSignedInUser(app, { license: 'Creator' });
    const zip = await zipOf([
      { name: 'imsmanifest.xml', content: SCORM12_MANIFEST },
      { name: 'content/index.html', content: '<p>hi</p>' },
      { name: 'content/link', content: '/etc/passwd', mode: 0o120777 },
    ]);
    const res = await upload(creator.headers, zip);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/symbolic link/);
  });

  it('rejects files that are not packages: not a zip, no manifest, missing launch file', async () => {
    const creator = await makeSignedInUser(app, { license: 'Creator' });
    const notZip = await upload(creator.headers, Buffer.from('just text'));
    expect(notZip.statusCode).toBe(400);

    const noManifest = await upload(creator.headers, await zipOf([{ name: 'index.html', content: 'x' }]));
    expect(noManifest.statusCode).toBe(400);
    expect(noManifest.json().message).toMatch(/imsmanifest\.xml/);

    const noEntry = await upload(
      creator.headers,
      await zipOf([{ name: 'imsmanifest.xml', content: SCORM12_MANIFEST }]),
    );
    expect(noEntry.statusCode).toBe(400);
    expect(noEntry.json().message).toMatch(/content\/index\.html/);

    const brokenXml = await upload(
      creator.headers,
      await zipOf([{ name: 'imsmanifest.xml', content: '<manifest><organizations>' }]),
    );
    expect(brokenXml.statusCode).toBe(400);
  });

  it('answers 400 when the file field is missing', async () => {
    const creator = await makeSignedInUser(app, { license: 'Creator' });
    const body = multipartFile('other', 'package.zip', await scorm12Package());
    const res = await app.inject({
      method: 'POST',
      url: '/api/v3/formats/scorm/upload',
      headers: { ...creator.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers 413 with the upload size message when the package is over the limit', async () => {
    const creator = await makeSignedInUser(app, { license: 'Creator' });
    const body = multipartFile('file', 'big.zip', Buffer.from('PK'));
    const claimed = (LIMITS.scormPackageMaxKb + 1024) * 1024;
    const res = await app.inject({
      method: 'POST',
      url: '/api/v3/formats/scorm/upload',
      headers: { ...creator.headers, ...body.headers, 'content-length': String(claimed) },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(
      `The upload size of ${claimed / 1024} kB is higher than the limit of ${LIMITS.scormPackageMaxKb} kB. Please choose a smaller file.`,
    );
  });

  it('is for builders only: learners get 403, no session 440', async () => {
    const learner = await makeSignedInUser(app);
    expect((await upload(learner.headers, await scorm12Package())).statusCode).toBe(403);
    expect((await upload({}, await scorm12Package())).statusCode).toBe(440);
  });

  it("hides another team's package (404) and checks ids (400)", async () => {
    const creator = await makeSignedInUser(app, { license: 'Creator' });
    const other = await makeSignedInUser(app, { license: 'Admin' });
    const created = (await upload(creator.headers, await scorm12Package())).json();
    const foreign = await app.inject({
      method: 'GET',
      url: `/api/v3/formats/scorm/packages/${created._id}`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const invalid = await app.inject({
      method: 'GET',
      url: '/api/v3/formats/scorm/packages/not-an-id',
      headers: creator.headers,
    });
    expect(invalid.statusCode).toBe(400);
  });
});
