import { LIMITS } from '@lp/shared/constants';

/** A MIME type as people know it: application/pdf -> PDF, image/jpeg -> JPEG, video/quicktime -> QUICKTIME. */
export function fileTypeLabel(mimeType: string): string {
  const subtype = mimeType.split('/')[1] ?? mimeType;
  return subtype.replace(/^x-/, '').toUpperCase();
}

/** Bytes as kB or MB in the UI language. */
export function fileSizeLabel(bytes: number, language: string): string {
  const megabytes = bytes / (1024 * 1024);
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  return megabytes >= 1 ? `${format.format(megabytes)} MB` : `${format.format(Math.ceil(bytes / 1024))} kB`;
}

/** Is the file above the upload limit (SPEC §5)? */
export const isTooLarge = (file: File) => file.size > LIMITS.uploadMaxKb * 1024;

/** The size the SPEC §5 message names: whole kB, rounded up. */
export const sizeInKb = (file: File) => Math.ceil(file.size / 1024);
