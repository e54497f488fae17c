import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from '../../../config';

/** How long a launch URL works; long enough for a long lesson, short enough not to be shared. */
export const FILE_TOKEN_TTL_SECONDS = 12 * 60 * 60;

/** Where unpacked packages live: `${dataDir}/scorm/<packageId>/` (a temp folder when there is no data dir). */
export function scormRoot(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir ?? path.join(tmpdir(), 'lp-data'), 'scorm');
}

export const packageDir = (config: Pick<Config, 'dataDir'>, packageId: string) =>
  path.join(scormRoot(config), packageId);

const keys = new Map<string, Buffer>();

/** A key of its own, derived from the JWT secret, so a file token can never pass as anything else. */
function fileKey(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'lp-scorm-files', 'scorm package file url', 32));
    keys.set(secret, key);
  }
  return key;
}

const mac = (secret: string, packageId: string, expires: string) =>
  createHmac('sha256', fileKey(secret)).update(`${packageId}.${expires}`).digest('base64url');

/**
 * A token for the URL path of one package's files: `<expiry, base 36 seconds>.<HMAC-SHA256>`.
 * It is a path segment (so relative links inside the package keep it) and short enough for the
 * router's 100-character parameter limit, which a JWT is not.
 */
export function signFileToken(secret: string, packageId: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000 + FILE_TOKEN_TTL_SECONDS).toString(36);
  return `${expires}.${mac(secret, packageId, expires)}`;
}

export function verifyFileToken(secret: string, packageId: string, token: string, now = Date.now()): boolean {
  const [expires, signature, ...rest] = token.split('.');
  if (!expires || !signature || rest.length > 0 || !/^[0-9a-z]{1,10}$/.test(expires)) return false;
  if (Number.parseInt(expires, 36) * 1000 < now) return false;
  const expected = Buffer.from(mac(secret, packageId, expires));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const FILES_PREFIX = '/api/v3/formats/scorm/files';

/** The URL the player's iframe opens: the entry file under the package id and token. */
export const launchUrlOf = (packageId: string, token: string, entry: string) =>
  `${FILES_PREFIX}/${packageId}/${token}/${entry.split('/').map(encodePathSegment).join('/')}`;

/**
 * Encodes a path segment of a manifest href (which may already be percent-encoded) and keeps the
 * entry's own query string (item parameters) intact.
 */
function encodePathSegment(segment: string) {
  const query = segment.search(/[?#]/);
  const name = query === -1 ? segment : segment.slice(0, query);
  return encodeURIComponent(safeDecode(name)) + (query === -1 ? '' : segment.slice(query));
}

export function safeDecode(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Headers for package files: scripts may run (SCOs need inline script and often eval), but
 * network requests may only reach this package's own files, not the app's API, and only the app
 * may frame them. The SCO still reaches `window.parent.API` because the frame is same-origin.
 */
export function packageCsp(origin: string) {
  return [
    "default-src 'self' data: blob:",
    "script-src 'self' 'unsafe-inline' 'unsafe-eval' blob:",
    "style-src 'self' 'unsafe-inline' data: blob:",
    "img-src 'self' data: blob: https:",
    "media-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${origin}${FILES_PREFIX}/`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}
