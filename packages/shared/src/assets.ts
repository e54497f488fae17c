/**
 * Assets (SPEC §7 "Assets") and learner submissions. API summary, all under /api/v3:
 *
 * - POST assets/create            multipart: file (required), name?, kind? -> 201 Asset. builder.view.
 *                                 413 uploadTooLargeMessage(size, LIMITS.uploadMaxKb) above the limit;
 *                                 400 when the sniffed content is not an allowed type (ASSET_MIME_TYPES)
 *                                 or does not match `kind` / the name's extension. SVG is refused.
 * - GET  assets/list              query AssetListQuery -> AssetList (newest first). builder.view.
 * - GET  files/getList            query { kind? } -> FileList (compact, for editor pickers). builder.view.
 * - POST assets/{id}/update       JSON { name } -> Asset. builder.view.
 * - POST assets/{id}/delete       -> { message }; the bytes and the thumbnail go too. builder.view.
 * - GET  files/{id}?sig=...       the bytes (Range supported); GET files/{id}/thumbnail?sig=... the preview.
 * - POST decks/{id}/submissions   multipart: file, name?, note? -> 201 Submission (learner with access to the
 *                                 course; documentsubmission takes a PDF, photosubmission an image,
 *                                 videosubmission a video: SUBMISSION_KINDS).
 * - GET  decks/{id}/submissions   -> Submission[]; builder.view sees every learner's, a learner only their own.
 *
 * File URLs: <img>/<video> cannot send the access-token header, so every `url`/`thumbnailUrl` in a response
 * is ready to use: it carries `sig`, an HMAC (jose, keyed from the server secret) naming the asset; it
 * opens the file and its thumbnail. A URL without a valid `sig` answers 404. Library asset URLs do not expire, so they can be
 * stored in content (an image in a deck keeps working); deleting the asset revokes them. Submission URLs
 * expire (ASSET_LIMITS.submissionUrlTtlSeconds): fetch the list again for fresh ones.
 */
import { z } from 'zod';

export const ASSET_KINDS = ['image', 'video', 'audio', 'document', 'archive'] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];

/** The content types accepted per kind, as sniffed from the bytes (never the client's claim). */
export const ASSET_MIME_TYPES: Record<AssetKind, readonly string[]> = {
  image: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  video: ['video/mp4', 'video/webm'],
  audio: ['audio/mpeg', 'audio/ogg', 'audio/wav', 'audio/mp4'],
  document: ['application/pdf'],
  archive: ['application/zip'],
};

/** The `accept` attribute value for a file input of a kind (or of every kind). */
export function acceptFor(kind?: AssetKind): string {
  const kinds = kind ? [kind] : ASSET_KINDS;
  return kinds.flatMap((k) => ASSET_MIME_TYPES[k]).join(',');
}

export const ASSET_LIMITS = {
  nameMax: 200,
  searchMax: 100,
  pageDefault: 24,
  pageMax: 100,
  fileListMax: 500,
  thumbnailWidth: 320,
  noteMax: 1000,
  /** Lifetime of the signed URLs of learner submissions. */
  submissionUrlTtlSeconds: 60 * 60,
} as const;

/** Refusals of a malformed upload form (any multipart request). */
export const MULTIPART_MESSAGES = {
  malformed: 'The upload was cut off or is not a valid form. Please try again.',
  tooManyFields: 'The form has too many fields.',
  tooManyFiles: 'The form has more files than this request takes.',
  badJsonField: 'A form field declared as JSON is not valid JSON.',
} as const;

export const ASSET_MESSAGES = {
  fileRequired: 'Choose a file to upload',
  notAllowedType:
    'This type of file is not allowed. Upload an image (JPEG, PNG, GIF, WebP), a video (MP4, WebM), audio (MP3, OGG, WAV, M4A), a PDF or a ZIP file.',
  kindMismatch: (expected: string, found: string) => `This file is not ${expected}: its content is ${found}.`,
  extensionMismatch: (ext: string, found: string) =>
    `The file name ends in .${ext} but its content is ${found}. Rename it or choose another file.`,
  svgNotAllowed:
    'SVG images are not accepted because they can carry scripts. Upload a PNG or WebP image instead.',
  imageTooManyPixels: 'This image has more than 100 megapixels. Scale it down and upload it again.',
  unreadableImage: 'This image could not be read. It may be damaged.',
  notSubmissionDeck: 'This deck does not take submissions',
  rangeOutsideFile: 'The requested range is outside the file',
} as const;

export const assetSchema = z.object({
  _id: z.string(),
  name: z.string(),
  kind: z.enum(ASSET_KINDS),
  mimeType: z.string(),
  /** In bytes. */
  size: z.number().int(),
  /** Ready to use in <img>, <video>, <a href> (signed; see the note at the top of this file). */
  url: z.string(),
  /** A 320 px wide WebP preview, images only. */
  thumbnailUrl: z.string().nullable(),
  /** Pixel size of images; null otherwise. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Asset = z.infer<typeof assetSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/** The text fields of the multipart form of assets/create; `file` is read by the route. */
export const assetCreateFieldsSchema = z.object({
  name: optionalText(ASSET_LIMITS.nameMax),
  /** When given, the upload must be of this kind. */
  kind: z.enum(ASSET_KINDS).optional(),
});
export type AssetCreateFields = z.infer<typeof assetCreateFieldsSchema>;

export const assetUpdateBodySchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(ASSET_LIMITS.nameMax),
});
export type AssetUpdateBody = z.infer<typeof assetUpdateBodySchema>;

export const assetListQuerySchema = z.object({
  kind: z.enum(ASSET_KINDS).optional(),
  search: z.string().trim().max(ASSET_LIMITS.searchMax).optional(),
  /** 1-based. */
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(ASSET_LIMITS.pageMax).default(ASSET_LIMITS.pageDefault),
});
export type AssetListQuery = z.infer<typeof assetListQuerySchema>;

export const assetListSchema = z.object({
  assets: z.array(assetSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AssetList = z.infer<typeof assetListSchema>;

export const fileListQuerySchema = z.object({ kind: z.enum(ASSET_KINDS).optional() });

/** One entry of files/getList, for editor pickers (newest first, at most ASSET_LIMITS.fileListMax). */
export const fileEntrySchema = z.object({
  _id: z.string(),
  name: z.string(),
  kind: z.enum(ASSET_KINDS),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
});
export type FileEntry = z.infer<typeof fileEntrySchema>;
export const fileListSchema = z.array(fileEntrySchema);

/** Which kind of file each submission format accepts. */
export const SUBMISSION_KINDS = {
  documentsubmission: 'document',
  photosubmission: 'image',
  videosubmission: 'video',
} as const satisfies Record<string, AssetKind>;
export type SubmissionCategory = keyof typeof SUBMISSION_KINDS;

export const submissionCreateFieldsSchema = z.object({
  name: optionalText(ASSET_LIMITS.nameMax),
  note: z.string().trim().max(ASSET_LIMITS.noteMax).default(''),
});

export const submissionSchema = z.object({
  _id: z.string(),
  deckId: z.string(),
  category: z.string(),
  learner: z.object({ _id: z.string(), name: z.string(), image: z.string().nullable() }),
  note: z.string(),
  /** Its `url` expires after ASSET_LIMITS.submissionUrlTtlSeconds. */
  asset: assetSchema,
  createdAt: z.string(),
});
export type Submission = z.infer<typeof submissionSchema>;
export const submissionListSchema = z.array(submissionSchema);
