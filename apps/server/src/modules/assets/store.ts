import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** An inclusive byte range of a stored object. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  stream: Readable;
  /** The whole object's size in bytes (not the range's). */
  size: number;
}

/**
 * Where asset bytes live. Keys are made by the server (`newStorageKey`), never taken from a request.
 * The disk store below is the default; an S3-compatible store implements the same three calls
 * (PutObject, HeadObject, GetObject with a Range header, DeleteObject).
 */
export interface AssetStore {
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** The size in bytes, or undefined when the key holds nothing. */
  stat(key: string): Promise<{ size: number } | undefined>;
  /** Undefined when the key holds nothing. */
  get(key: string, range?: ByteRange): Promise<StoredObject | undefined>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*(\.[a-z0-9]+)?$/;

/** A fresh key under the team's folder: `<teamId>/<uuid>` plus an optional suffix such as `.thumb`. */
export const newStorageKey = (teamId: string) => `${teamId}/${randomUUID()}`;

export class DiskAssetStore implements AssetStore {
  constructor(private readonly root: string) {}

  /** The file of a key, refusing anything that is not a plain key inside the root. */
  private pathOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${key}`);
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep))
      throw new Error(`storage key escapes the root: ${key}`);
    return full;
  }

  async put(key: string, body: Buffer | Readable, _contentType: string): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    if (Buffer.isBuffer(body)) {
      await writeFile(file, body, { mode: 0o600 });
      return;
    }
    try {
      await pipeline(body, createWriteStream(file, { mode: 0o600 }));
    } catch (err) {
      await rm(file, { force: true });
      throw err;
    }
  }

  async stat(key: string): Promise<{ size: number } | undefined> {
    const info = await stat(this.pathOf(key)).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return undefined;
      throw err;
    });
    return info?.isFile() ? { size: info.size } : undefined;
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | undefined> {
    const info = await this.stat(key);
    if (!info) return undefined;
    return { stream: createReadStream(this.pathOf(key), range), size: info.size };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

const stores = new Map<string, AssetStore>();

/**
 * The store of a data directory: `${dataDir}/assets`. Without a data directory (tests, memory-only
 * runs) the bytes go to a folder of this process under the system's temporary directory.
 */
export function assetStoreFor(dataDir: string | undefined): AssetStore {
  const root = dataDir ? path.join(dataDir, 'assets') : path.join(os.tmpdir(), `lp-assets-${process.pid}`);
  let store = stores.get(root);
  if (!store) {
    store = new DiskAssetStore(root);
    stores.set(root, store);
  }
  return store;
}
