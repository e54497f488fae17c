import { describe, expect, it } from 'vitest';
import {
  ASSET_KINDS,
  ASSET_MIME_TYPES,
  acceptFor,
  assetCreateFieldsSchema,
  assetListQuerySchema,
  assetUpdateBodySchema,
  SUBMISSION_KINDS,
} from './assets.ts';

describe('asset schemas', () => {
  it('accepts no SVG and lists the allowed types per kind for file inputs', () => {
    expect(Object.values(ASSET_MIME_TYPES).flat()).not.toContain('image/svg+xml');
    expect(acceptFor('image')).toBe('image/jpeg,image/png,image/gif,image/webp');
    expect(acceptFor().split(',')).toHaveLength(Object.values(ASSET_MIME_TYPES).flat().length);
    for (const kind of Object.values(SUBMISSION_KINDS)) expect(ASSET_KINDS).toContain(kind);
  });

  it('treats an empty name as none and checks kinds', () => {
    expect(assetCreateFieldsSchema.parse({ name: '  ' })).toEqual({ name: undefined });
    expect(assetCreateFieldsSchema.parse({ name: ' Logo ', kind: 'image' })).toEqual({
      name: 'Logo',
      kind: 'image',
    });
    expect(assetCreateFieldsSchema.safeParse({ kind: 'spreadsheet' }).success).toBe(false);
    expect(assetUpdateBodySchema.safeParse({ name: '' }).success).toBe(false);
  });

  it('pages from 1 with bounded sizes', () => {
    expect(assetListQuerySchema.parse({})).toMatchObject({ page: 1, limit: 24 });
    expect(assetListQuerySchema.parse({ page: '3', limit: '10' })).toMatchObject({ page: 3, limit: 10 });
    expect(assetListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(assetListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});
