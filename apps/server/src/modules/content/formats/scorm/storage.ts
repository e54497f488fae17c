import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from '../../../../config';

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

/** Where package files are served, on the content origin only (never on the app's). */
export const FILES_PREFIX = '/scorm/files';

/** The path (on the content origin) the player's inner frame opens: the entry file under the package id and token. */
export const entryPathOf = (packageId: string, token: string, entry: string) =>
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
 * Headers for package files on the content origin: scripts may run (SCOs need inline script and
 * often eval), and requests may reach only the content origin (never the app's API, which is
 * another origin anyway). No frame-ancestors: it would have to name the app that frames the player
 * as well; instead files.ts opens package pages only to navigations from the content origin itself.
 */
export const PACKAGE_CSP = [
  "default-src 'self' data: blob:",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval' blob:",
  "style-src 'self' 'unsafe-inline' data: blob:",
  "img-src 'self' data: blob: https:",
  "media-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');
