import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { zipOf } from '../test-fixtures/scorm-packages';
import { UnsafeZipError, unzipSafely } from './unzip';

const work = mkdtempSync(path.join(tmpdir(), 'lp-unzip-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
let n = 0;
const target = () => path.join(work, `out${n++}`);
const limits = { maxEntries: 10, maxTotalBytes: 64 * 1024 };

describe('unzipSafely', () => {
  it('writes the files and returns the bytes written', async () => {
    const dir = target();
    const zip = await zipOf([
      { name: 'a.txt', content: 'hello' },
      { name: 'deep/b.txt', content: 'world!' },
    ]);
    expect(await unzipSafely(zip, dir, limits)).toBe(11);
    expect(readFileSync(path.join(dir, 'deep/b.txt'), 'utf8')).toBe('world!');
  });

  it('stops a zip bomb by counting inflated bytes', async () => {
    const zip = await zipOf([{ name: 'zeros.bin', content: Buffer.alloc(1024 * 1024) }]);
    expect(zip.length).toBeLessThan(limits.maxTotalBytes);
    await expect(unzipSafely(zip, target(), limits)).rejects.toThrow(/too large/);
  });

  it('does not trust a header that under-states the size', async () => {
    const real = Buffer.alloc(4096, 7);
    const zip = await zipOf([{ name: 'lie.bin', content: real }]);
    // Patch every copy of the uncompressed size (4096) to 16 bytes.
    const size = Buffer.alloc(4);
    size.writeUInt32LE(4096);
    const lie = Buffer.alloc(4);
    lie.writeUInt32LE(16);
    const patched = Buffer.from(
      zip.toString('latin1').split(size.toString('latin1')).join(lie.toString('latin1')),
      'latin1',
    );
    await expect(unzipSafely(patched, target(), limits)).rejects.toBeInstanceOf(UnsafeZipError);
  });

  it('refuses more entries than allowed before writing anything', async () => {
    const dir = target();
    const zip = await zipOf(Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.txt`, content: 'x' })));
    await expect(unzipSafely(zip, dir, limits)).rejects.toThrow(/more than 10 files/);
    expect(existsSync(dir)).toBe(false);
  });

  it('refuses data that is not a zip', async () => {
    await expect(unzipSafely(Buffer.from('PK\u0003\u0004 nope'), target(), limits)).rejects.toBeInstanceOf(
      UnsafeZipError,
    );
  });
});
