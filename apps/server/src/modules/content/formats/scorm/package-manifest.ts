import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../../../config';
import type { ScormPackageRow } from '../../../../db/schema';
import { launchableItems, parseManifest, type ScormItem, type ScormManifest } from './manifest';
import { packageDir } from './storage';

/** Packages never change once unpacked, so their parsed manifests are kept (a bounded number). */
const cache = new Map<string, ScormManifest>();
const CACHE_SIZE = 500;

/**
 * The parsed imsmanifest.xml of an unpacked package (read from its folder, so packages uploaded
 * before the tree was recorded get it too).
 */
export async function manifestOfPackage(
  config: Pick<Config, 'dataDir'>,
  pkg: Pick<ScormPackageRow, 'id'>,
): Promise<ScormManifest> {
  const cached = cache.get(pkg.id);
  if (cached) return cached;
  const xml = await readFile(path.join(packageDir(config, pkg.id), 'imsmanifest.xml'), 'utf8');
  const manifest = parseManifest(xml);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(pkg.id, manifest);
  return manifest;
}

/** The item a learner starts at: the one the package's entry path names, else the first SCO, else the first item. */
export function startItemOf(manifest: ScormManifest): ScormItem | undefined {
  const items = launchableItems(manifest.organization.items);
  return (
    items.find((item) => item.launch === manifest.entry) ??
    items.find((item) => item.scormType === 'sco') ??
    items[0]
  );
}
