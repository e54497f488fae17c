import { createReadStream } from 'node:fs';
import type { Asset, AssetKind, AssetList, AssetListQuery, FileEntry } from '@lp/shared/assets';
import { ASSET_LIMITS } from '@lp/shared/assets';
import type { Database, Db } from '../../db/client';
import type { AssetRow } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { assertSpaceFor } from '../billing/plan.service';
import { describeImage, inspectUpload, sizeOf, type UploadBytes } from './inspect';
import * as repo from './repo';
import { type SignOptions, signedFileUrls } from './signing';
import { type AssetStore, newStorageKey } from './store';

/** What every asset operation needs: the database, where bytes go, and the URL signing secret. */
export interface AssetContext {
  db: Database;
  store: AssetStore;
  secret: string;
}

const numberOr = (value: unknown) => (typeof value === 'number' ? value : null);

/** The allow-list of asset fields a response carries, with ready-to-use signed URLs. */
export async function presentAsset(ctx: AssetContext, row: AssetRow, sign: SignOptions = {}): Promise<Asset> {
  return {
    _id: row.id,
    name: row.name,
    kind: row.kind as AssetKind,
    mimeType: row.mimeType,
    size: row.size,
    ...(await signedFileUrls(ctx.secret, row, sign)),
    width: numberOr(row.metadata.width),
    height: numberOr(row.metadata.height),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Files that belong to a person or a post rather than to the team's library. */
export type UploadPurpose = 'profile' | 'social';

export interface StoreUploadInput {
  teamId: string;
  ownerId: string;
  /** In memory, or (uploads) a temporary file that is streamed into the store. */
  bytes: UploadBytes;
  name?: string;
  kind?: AssetKind;
  /** Set for files that are not part of the team's library (e.g. 'profile' for a profile picture). */
  purpose?: UploadPurpose;
}

const defaultName = (kind: AssetKind, extension: string) =>
  `${kind}-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}.${extension}`;

/**
 * Checks the bytes (see inspectUpload), stores them (and, for images, a WebP thumbnail) and
 * records the asset. Nothing stays in the store when a step fails. `record` lets a caller insert
 * more rows in the same transaction (a submission).
 */
export async function storeUpload(
  ctx: AssetContext,
  input: StoreUploadInput,
  record: (db: Db, asset: AssetRow) => Promise<void> = async () => {},
): Promise<AssetRow> {
  await assertSpaceFor(ctx.db, input.teamId, sizeOf(input.bytes));
  const file = await inspectUpload(input.bytes, { kind: input.kind, name: input.name });
  const image = file.kind === 'image' ? await describeImage(input.bytes) : undefined;
  const storageKey = newStorageKey(input.teamId);
  const thumbnailKey = image ? `${storageKey}.thumb` : null;
  try {
    const body = Buffer.isBuffer(input.bytes) ? input.bytes : createReadStream(input.bytes.path);
    await ctx.store.put(storageKey, body, file.mimeType);
    if (image && thumbnailKey) await ctx.store.put(thumbnailKey, image.thumbnail, 'image/webp');
    return await ctx.db.transaction(async (tx) => {
      const row = await repo.insertAsset(tx, {
        teamId: input.teamId,
        ownerId: input.ownerId,
        name: input.name ?? defaultName(file.kind, file.extension),
        kind: file.kind,
        mimeType: file.mimeType,
        size: sizeOf(input.bytes),
        storageKey,
        thumbnailKey,
        metadata: {
          ...(image ? { width: image.width, height: image.height } : {}),
          ...(input.purpose ? { purpose: input.purpose } : {}),
        },
      });
      await record(tx, row);
      return row;
    });
  } catch (err) {
    await removeBytes(ctx.store, { storageKey, thumbnailKey });
    throw err;
  }
}

async function removeBytes(store: AssetStore, keys: { storageKey: string; thumbnailKey: string | null }) {
  await store.delete(keys.storageKey);
  if (keys.thumbnailKey) await store.delete(keys.thumbnailKey);
}

/** assets/create: a file of the team's library. */
export async function createAsset(ctx: AssetContext, input: StoreUploadInput): Promise<Asset> {
  return presentAsset(ctx, await storeUpload(ctx, input));
}

/** assets/list: the team's library, newest first, filtered by kind and name. */
export async function listAssets(
  ctx: AssetContext,
  teamId: string,
  query: AssetListQuery,
): Promise<AssetList> {
  const { rows, total } = await repo.listLibraryAssets(
    ctx.db,
    teamId,
    { kind: query.kind, search: query.search || undefined },
    { offset: (query.page - 1) * query.limit, limit: query.limit },
  );
  return {
    assets: await Promise.all(rows.map((row) => presentAsset(ctx, row))),
    total,
    page: query.page,
    limit: query.limit,
  };
}

/** files/getList: the newest files of the library in a compact form for editor pickers. */
export async function fileList(ctx: AssetContext, teamId: string, kind?: AssetKind): Promise<FileEntry[]> {
  const { rows } = await repo.listLibraryAssets(
    ctx.db,
    teamId,
    { kind },
    { offset: 0, limit: ASSET_LIMITS.fileListMax },
  );
  return Promise.all(
    rows.map(async (row) => ({
      _id: row.id,
      name: row.name,
      kind: row.kind as AssetKind,
      ...(await signedFileUrls(ctx.secret, row)),
    })),
  );
}

export async function renameAsset(
  ctx: AssetContext,
  teamId: string,
  id: string,
  name: string,
): Promise<Asset> {
  const row = await repo.renameLibraryAsset(ctx.db, teamId, id, name);
  if (!row) throw notFound();
  return presentAsset(ctx, row);
}

/** assets/{id}/delete: the row first (its URLs stop working at once), then the bytes. */
export async function deleteAsset(ctx: AssetContext, teamId: string, id: string): Promise<void> {
  const row = await repo.deleteLibraryAsset(ctx.db, teamId, id);
  if (!row) throw notFound();
  await removeBytes(ctx.store, row);
}

/** Signed URLs of an asset (see signing.ts), for modules that keep asset ids in their own rows. */
export const fileUrlsOf = (secret: string, asset: { id: string; thumbnailKey: string | null }) =>
  signedFileUrls(secret, asset);

/** The uploads among `ids` that this person made for `purpose` in their team. */
export function ownUploads(
  db: Database,
  where: { teamId: string; ownerId: string; purpose: UploadPurpose; ids: string[] },
): Promise<AssetRow[]> {
  return repo.findPurposeAssets(db, where);
}

/** Deletes uploads made for `purpose` (rows, then bytes). */
export async function deleteUploads(
  ctx: AssetContext,
  teamId: string,
  purpose: UploadPurpose,
  ids: string[],
) {
  const rows = await repo.deletePurposeAssets(ctx.db, teamId, purpose, ids);
  for (const row of rows) await removeBytes(ctx.store, row);
}
