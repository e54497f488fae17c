import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SCORM_MESSAGES } from '@lp/shared/formats/scorm';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

export class UnsafeZipError extends Error {}

export interface UnzipLimits {
  maxEntries: number;
  /** Bytes actually written, summed over all entries. */
  maxTotalBytes: number;
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/**
 * Unpacks a zip (in memory, or a file on disk such as a streamed upload) into `destination` (which must not exist yet), refusing anything that could land
 * outside it or exhaust the disk: absolute paths, `..` segments, backslashes, symbolic links, too
 * many entries, and more inflated bytes than allowed. Bytes are counted as they are inflated, so a
 * header that lies about its size does not help. Returns the number of bytes written.
 */
export async function unzipSafely(
  zip: Buffer | string,
  destination: string,
  limits: UnzipLimits,
): Promise<number> {
  const zipfile = await openZip(zip);
  try {
    if (zipfile.entryCount > limits.maxEntries) {
      throw new UnsafeZipError(`The package has more than ${limits.maxEntries} files`);
    }
    const root = path.resolve(destination);
    await mkdir(root, { recursive: false });
    let written = 0;
    for (let entry = await nextEntry(zipfile); entry; entry = await nextEntry(zipfile)) {
      const target = targetOf(root, entry);
      if (entry.fileName.endsWith('/')) {
        await mkdir(target, { recursive: true });
        continue;
      }
      if (entry.isEncrypted()) throw new UnsafeZipError(SCORM_MESSAGES.encrypted);
      await mkdir(path.dirname(target), { recursive: true });
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          written += chunk.length;
          if (written > limits.maxTotalBytes) {
            callback(new UnsafeZipError(SCORM_MESSAGES.unpackedTooLarge));
          } else callback(null, chunk);
        },
      });
      await pipeline(
        await openEntry(zipfile, entry),
        counter,
        createWriteStream(target, { flags: 'wx' }),
      ).catch((err: NodeJS.ErrnoException) => {
        // A full disk is the server's problem; anything else here is a broken or hostile zip.
        if (err.code === 'ENOSPC' || err.code === 'EACCES') throw err;
        throw asUnsafe(err);
      });
    }
    return written;
  } finally {
    zipfile.close();
  }
}

function targetOf(root: string, entry: Entry): string {
  const name = entry.fileName;
  // yauzl already refuses these names; checked again so this function is safe on its own.
  if (name.includes('\\') || path.posix.isAbsolute(name) || /^[a-zA-Z]:/.test(name)) {
    throw new UnsafeZipError(`The package contains an absolute path: ${name}`);
  }
  if (name.split('/').includes('..')) {
    throw new UnsafeZipError(`The package contains a path outside its folder: ${name}`);
  }
  if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) {
    throw new UnsafeZipError(`The package contains a symbolic link: ${name}`);
  }
  const target = path.resolve(root, name);
  if (target !== root && !target.startsWith(root + path.sep)) {
    throw new UnsafeZipError(`The package contains a path outside its folder: ${name}`);
  }
  return target;
}

const ZIP_OPTIONS = { lazyEntries: true, validateEntrySizes: true, strictFileNames: true };

/** From a file, yauzl reads only what it needs, entry by entry: the zip is never held whole in memory. */
const openZip = (zip: Buffer | string) =>
  new Promise<ZipFile>((resolve, reject) => {
    const done = (err: Error | null, file: ZipFile) => (err ? reject(asUnsafe(err)) : resolve(file));
    if (typeof zip === 'string') yauzl.open(zip, { ...ZIP_OPTIONS, autoClose: false }, done);
    else yauzl.fromBuffer(zip, ZIP_OPTIONS, done);
  });

/** The next entry, or undefined at the end; a malformed entry rejects. */
function nextEntry(zipfile: ZipFile): Promise<Entry | undefined> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      zipfile.off('entry', onEntry);
      zipfile.off('end', onEnd);
      zipfile.off('error', onError);
    };
    const onEntry = (entry: Entry) => {
      cleanup();
      resolve(entry);
    };
    const onEnd = () => {
      cleanup();
      resolve(undefined);
    };
    const onError = (err: Error) => {
      cleanup();
      reject(asUnsafe(err));
    };
    zipfile.on('entry', onEntry);
    zipfile.on('end', onEnd);
    zipfile.on('error', onError);
    zipfile.readEntry();
  });
}

const openEntry = (zipfile: ZipFile, entry: Entry) =>
  new Promise<NodeJS.ReadableStream>((resolve, reject) => {
    zipfile.openReadStream(entry, (err, stream) => (err ? reject(asUnsafe(err)) : resolve(stream)));
  });

/** yauzl's own refusals (bad names, corrupt data, sizes that do not match) become 400s. */
const asUnsafe = (err: Error) =>
  err instanceof UnsafeZipError
    ? err
    : new UnsafeZipError(`The file is not a valid zip package: ${err.message}`);
