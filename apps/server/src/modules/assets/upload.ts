import { ASSET_MESSAGES } from '@lp/shared/assets';
import { LIMITS } from '@lp/shared/constants';
import { z } from 'zod';
import { badRequest } from '../../lib/http-errors';
import { UploadedFile } from '../../plugins/multipart';

export const UPLOAD_MAX_BYTES = LIMITS.uploadMaxKb * 1024;

/**
 * Route config for one-file uploads: the file is streamed to a temporary file and cut at the limit,
 * which answers 413 with SPEC §5's message (plugins/multipart.ts), so nothing over the limit is
 * held in memory or stored.
 */
export const uploadRouteConfig = {
  multipartOptions: { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } },
};

/** The multipart `file` field as the body schema sees it: a non-empty upload on disk. */
export const fileField = z
  .unknown()
  .refine((value) => value instanceof UploadedFile && value.size > 0, ASSET_MESSAGES.fileRequired)
  .meta({ type: 'string', format: 'binary', description: 'The file (multipart/form-data)' });

/** The uploaded file (fileField has checked it; this narrows the type). */
export function uploadedFile(file: unknown): UploadedFile {
  if (!(file instanceof UploadedFile) || file.size === 0) throw badRequest(ASSET_MESSAGES.fileRequired);
  return file;
}
