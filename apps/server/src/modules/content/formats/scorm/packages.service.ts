import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { LIMITS } from '@lp/shared/constants';
import { SCORM_MESSAGES, type ScormPackage } from '@lp/shared/formats/scorm';
import type { Config } from '../../../../config';
import type { Database } from '../../../../db/client';
import type { ScormPackageRow } from '../../../../db/schema';
import { badRequest, notFound } from '../../../../lib/http-errors';
import { assertSpaceFor } from '../../../billing/plan.service';
import { ManifestError, parseManifest } from './manifest';
import { findPackage, insertPackage } from './repo';
import { packageDir, safeDecode, scormRoot } from './storage';
import { UnsafeZipError, type UnzipLimits, unzipSafely } from './unzip';

export const SCORM_MAX_ENTRIES = 10_000;

export const DEFAULT_UNZIP_LIMITS: UnzipLimits = {
  maxEntries: SCORM_MAX_ENTRIES,
  // ARCHITECTURE: "unpacked size at most four times" the zip limit.
  maxTotalBytes: LIMITS.scormPackageMaxKb * 1024 * 4,
};

export const presentPackage = (row: ScormPackageRow): ScormPackage => ({
  _id: row.id,
  title: row.title,
  version: row.version,
  entry: row.entryPath,
  size: row.size,
  createdAt: row.createdAt.toISOString(),
});

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The first bytes of the zip, in memory or on disk. */
async function headOf(zip: Buffer | string): Promise<Buffer> {
  if (Buffer.isBuffer(zip)) return zip.subarray(0, ZIP_MAGIC.length);
  const file = await open(zip, 'r');
  try {
    const head = Buffer.alloc(ZIP_MAGIC.length);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/**
 * Unpacks an uploaded SCORM zip (bytes, or the path of an upload streamed to disk) under
 * `${dataDir}/scorm/<packageId>/`, reads its manifest and records the package. Anything wrong with
 * the zip or the manifest is a 400, and leaves nothing behind on disk.
 */
export async function uploadPackage(options: {
  db: Database;
  config: Pick<Config, 'dataDir'>;
  teamId: string;
  ownerId: string;
  zip: Buffer | string;
  limits?: UnzipLimits;
}): Promise<ScormPackage> {
  if (!(await headOf(options.zip)).equals(ZIP_MAGIC)) {
    throw badRequest(SCORM_MESSAGES.packageRequired);
  }
  const id = randomUUID();
  const dir = packageDir(options.config, id);
  await mkdir(scormRoot(options.config), { recursive: true });
  try {
    const size = await unzipSafely(options.zip, dir, options.limits ?? DEFAULT_UNZIP_LIMITS);
    await assertSpaceFor(options.db, options.teamId, size);
    const manifest = parseManifest(await readManifest(dir));
    await assertEntryExists(dir, manifest.entry);
    const row = await insertPackage(options.db, {
      id,
      teamId: options.teamId,
      ownerId: options.ownerId,
      title: manifest.title.slice(0, 200),
      version: manifest.version,
      entryPath: manifest.entry,
      storageKey: `scorm/${id}`,
      size,
    });
    return presentPackage(row);
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    if (err instanceof UnsafeZipError || err instanceof ManifestError) throw badRequest(err.message);
    throw err;
  }
}

async function readManifest(dir: string) {
  try {
    return await readFile(path.join(dir, 'imsmanifest.xml'), 'utf8');
  } catch {
    throw new ManifestError(SCORM_MESSAGES.noManifest);
  }
}

async function assertEntryExists(dir: string, entry: string) {
  const file = path.resolve(dir, safeDecode(entry.replace(/[?#].*$/, '')));
  const inside = file.startsWith(dir + path.sep);
  const isFile = inside && (await stat(file).catch(() => null))?.isFile();
  if (!isFile) throw new ManifestError(`The launch file ${entry} named in imsmanifest.xml is missing`);
}

export async function packageOfTeam(db: Database, teamId: string, packageId: string): Promise<ScormPackage> {
  const row = await findPackage(db, teamId, packageId);
  if (!row) throw notFound(SCORM_MESSAGES.packageNotFound);
  return presentPackage(row);
}
