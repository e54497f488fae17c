import { ASSET_LIMITS, ASSET_MESSAGES, ASSET_MIME_TYPES, type AssetKind } from '@lp/shared/assets';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { badRequest } from '../../lib/http-errors';
import type { UploadedFile } from '../../plugins/multipart';

/** A file to store: bytes in memory (the seed), or an upload streamed to a temporary file. */
export type UploadBytes = Buffer | UploadedFile;

export const sizeOf = (bytes: UploadBytes) => (Buffer.isBuffer(bytes) ? bytes.length : bytes.size);
/** What sharp reads: the buffer, or the file by its path (never loaded whole by us). */
const imageInput = (bytes: UploadBytes) => (Buffer.isBuffer(bytes) ? bytes : bytes.path);

/** Sniffed types stored under the name the allow-list uses. */
const CANONICAL_MIME: Record<string, string> = {
  'audio/x-m4a': 'audio/mp4',
  'video/x-m4v': 'video/mp4',
  'audio/ogg; codecs=opus': 'audio/ogg',
  'audio/x-wav': 'audio/wav',
  'audio/vnd.wave': 'audio/wav',
};

/** The kind a file name's extension promises, for extensions of allowed (or refused) types. */
const KIND_OF_EXTENSION: Record<string, AssetKind | 'svg'> = {
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  webp: 'image',
  svg: 'svg',
  mp4: 'video',
  m4v: 'video',
  webm: 'video',
  mp3: 'audio',
  ogg: 'audio',
  oga: 'audio',
  opus: 'audio',
  wav: 'audio',
  m4a: 'audio',
  pdf: 'document',
  zip: 'archive',
};

const DESCRIPTION: Record<AssetKind, string> = {
  image: 'an image',
  video: 'a video',
  audio: 'audio',
  document: 'a PDF document',
  archive: 'a ZIP archive',
};

export interface InspectedFile {
  kind: AssetKind;
  mimeType: string;
  /** The extension of the sniffed type, for default names. */
  extension: string;
}

const extensionOf = (name: string | undefined) => name?.match(/\.([A-Za-z0-9]+)$/)?.[1]?.toLowerCase();

/**
 * What the bytes really are (never the client's word), checked against the allow-list of
 * ASSET_MIME_TYPES, the kind asked for and the extension of the name given.
 */
export async function inspectUpload(
  bytes: UploadBytes,
  expect: { kind?: AssetKind; name?: string } = {},
): Promise<InspectedFile> {
  const extension = extensionOf(expect.name);
  if (extension === 'svg') throw badRequest(ASSET_MESSAGES.svgNotAllowed);
  const sniffed = Buffer.isBuffer(bytes)
    ? await fileTypeFromBuffer(bytes)
    : await fileTypeFromFile(bytes.path);
  const mimeType = sniffed ? (CANONICAL_MIME[sniffed.mime] ?? sniffed.mime) : undefined;
  const kind = mimeType
    ? (Object.keys(ASSET_MIME_TYPES) as AssetKind[]).find((k) => ASSET_MIME_TYPES[k].includes(mimeType))
    : undefined;
  if (!sniffed || !mimeType || !kind) {
    if (extension && KIND_OF_EXTENSION[extension]) {
      throw badRequest(ASSET_MESSAGES.extensionMismatch(extension, 'not a file type we accept'));
    }
    throw badRequest(ASSET_MESSAGES.notAllowedType);
  }
  if (expect.kind && expect.kind !== kind) {
    throw badRequest(ASSET_MESSAGES.kindMismatch(DESCRIPTION[expect.kind], DESCRIPTION[kind]));
  }
  const promised = extension ? KIND_OF_EXTENSION[extension] : undefined;
  if (extension && promised && promised !== kind) {
    throw badRequest(ASSET_MESSAGES.extensionMismatch(extension, DESCRIPTION[kind]));
  }
  return { kind, mimeType, extension: sniffed.ext === 'm4v' ? 'mp4' : sniffed.ext };
}

/** Larger images (decompression bombs among them) are refused rather than decoded: 100 megapixels. */
const MAX_IMAGE_PIXELS = 100_000_000;

export interface ImageDetails {
  width: number;
  height: number;
  thumbnail: Buffer;
}

/** Pixel size (as displayed, EXIF rotation applied) and a WebP preview ASSET_LIMITS.thumbnailWidth wide. */
export async function describeImage(bytes: UploadBytes): Promise<ImageDetails> {
  // Reading the header only; the pixel limit is applied below, with our own message.
  const size = await sharp(imageInput(bytes), { limitInputPixels: false })
    .metadata()
    .then((meta) => ({
      width: meta.autoOrient?.width ?? meta.width,
      height: meta.autoOrient?.height ?? meta.height,
    }))
    .catch(() => undefined);
  const { width, height } = size ?? {};
  if (!width || !height) throw badRequest(ASSET_MESSAGES.unreadableImage);
  if (width * height > MAX_IMAGE_PIXELS) throw badRequest(ASSET_MESSAGES.imageTooManyPixels);
  try {
    const thumbnail = await sharp(imageInput(bytes), { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({ width: ASSET_LIMITS.thumbnailWidth, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { width, height, thumbnail };
  } catch {
    throw badRequest(ASSET_MESSAGES.unreadableImage);
  }
}
