import { ASSET_MESSAGES } from '@lp/shared/assets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../../lib/http-errors';
import { errorResponses } from '../../lib/route-errors';
import { parseRange } from './range';
import { findAssetById } from './repo';
import { verifyAssetSignature } from './signing';
import { assetStoreFor } from './store';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
/**
 * Shown in the browser when opened: pictures, video and audio. PDFs are downloads: a browser's own
 * PDF viewer runs the file's scripts and cannot work under a CSP sandbox; the app draws PDFs with
 * pdf.js from the bytes instead, which neither header affects.
 */
const INLINE_KINDS = new Set(['image', 'video', 'audio']);
/**
 * Every uploaded file, opened on its own, is a sandboxed document of an opaque origin: no script,
 * no access to the app's storage or cookies, whatever its bytes. Inline styles only for the
 * browser's own image and media pages. <img>, <video> and fetch() ignore it.
 */
export const FILE_CSP =
  "sandbox; default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'";

const bytes = z.any().meta({ description: 'The file bytes' });
const params = z.object({ assetId: z.uuid('Invalid id') });
const query = z.object({ sig: z.string().max(2000).optional() });

/** `inline` or `attachment` with the file's name, ASCII fallback first (RFC 6266 / 8187). */
function contentDisposition(type: 'inline' | 'attachment', name: string) {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * GET files/{id} and files/{id}/thumbnail: the bytes behind a signed URL (see signing.ts), with
 * Range support so video and audio can seek. A missing or wrong signature is a 404, like a
 * missing file, so nothing tells whether an id exists.
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = assetStoreFor(app.config.dataDir);
  const errors = errorResponses(400, 404, 416);

  const serve = (variant: 'original' | 'thumbnail') =>
    app.route({
      method: 'GET',
      url: variant === 'original' ? '/api/v3/files/:assetId' : '/api/v3/files/:assetId/thumbnail',
      // Already compressed media; compressing would also break byte ranges.
      compress: false,
      schema: {
        tags: ['assets'],
        summary:
          variant === 'original'
            ? 'The bytes of an asset (signed URL from an asset response; Range supported)'
            : 'The WebP preview of an image asset (signed URL)',
        params,
        querystring: query,
        response: { 200: bytes, 206: bytes, 304: bytes.meta({ description: 'Not modified' }), ...errors },
      },
      handler: async (request, reply) => {
        const { assetId } = request.params;
        const signature = request.query.sig
          ? await verifyAssetSignature(app.config.jwtSecret, assetId, request.query.sig)
          : undefined;
        if (!signature) throw notFound();
        const asset = await findAssetById(app.db, assetId);
        const key = variant === 'original' ? asset?.storageKey : asset?.thumbnailKey;
        if (!asset || !key) throw notFound();
        const contentType = variant === 'original' ? asset.mimeType : 'image/webp';
        const etag = `"${asset.id}-${variant}"`;

        const head = await store.stat(key);
        if (!head) throw notFound();
        const ifRange = request.headers['if-range'];
        const wanted =
          ifRange && ifRange !== etag
            ? { kind: 'full' as const }
            : parseRange(request.headers.range, head.size);
        if (wanted.kind === 'unsatisfiable') {
          throw new HttpError(
            416,
            ASSET_MESSAGES.rangeOutsideFile,
            {},
            { 'content-range': `bytes */${head.size}` },
          );
        }

        const maxAge =
          signature.expiresAt === null
            ? YEAR_SECONDS
            : Math.max(0, signature.expiresAt - Math.floor(Date.now() / 1000));
        const disposition = INLINE_KINDS.has(asset.kind) || variant === 'thumbnail' ? 'inline' : 'attachment';
        reply
          .header('content-type', contentType)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', FILE_CSP)
          .header(
            'cache-control',
            `private, max-age=${maxAge}${signature.expiresAt === null ? ', immutable' : ''}`,
          )
          .header('etag', etag)
          .header('accept-ranges', 'bytes')
          .header('content-disposition', contentDisposition(disposition, asset.name));
        if (request.headers['if-none-match'] === etag) return reply.status(304).send();

        const range = wanted.kind === 'partial' ? wanted.range : undefined;
        const object = await store.get(key, range);
        if (!object) throw notFound();
        if (range) {
          reply
            .status(206)
            .header('content-range', `bytes ${range.start}-${range.end}/${head.size}`)
            .header('content-length', range.end - range.start + 1);
        } else {
          reply.header('content-length', head.size);
        }
        return reply.send(object.stream);
      },
    });

  serve('original');
  serve('thumbnail');
};
