import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { teamRef } from './refs';
import { users } from './users';

export const ASSET_KINDS = ['image', 'video', 'audio', 'document', 'archive', 'other'] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];

/** An uploaded file of a team (SPEC §7 "Assets"); the bytes live in the asset store under `storageKey`. */
export const assets = pgTable(
  'assets',
  {
    id: id(),
    teamId: teamRef(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    kind: text('kind').$type<AssetKind>().notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    /** A small preview of an image, in the same store. */
    thumbnailKey: text('thumbnail_key'),
    /** Width and height of images, duration of media, page count of documents, when known. */
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [index('assets_team_idx').on(t.teamId, t.createdAt)],
);

export type AssetRow = typeof assets.$inferSelect;
export type NewAssetRow = typeof assets.$inferInsert;
