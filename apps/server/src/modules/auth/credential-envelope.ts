import { createDecipheriv } from 'node:crypto';
import { AUTH_MESSAGES } from '@lp/shared/auth';
import { badRequest } from '../../lib/http-errors';

/**
 * SPEC §7/§9 "encrypted credentials": clients that hold the shared CREDENTIALS_KEY may send
 * `enc:v1:<base64(iv[12] | ciphertext | tag[16])>` (AES-256-GCM, as WebCrypto produces it) in
 * place of a plain username or password. The key ships inside every such client, so this is
 * obfuscation and nothing more; TLS is what protects credentials in transit. Plain values are
 * always accepted (guests and the web app send plain).
 */
export const ENVELOPE_PREFIX = 'enc:v1:';

export function parseCredentialsKey(base64: string): Buffer {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== 32) throw new Error('CREDENTIALS_KEY must be 32 bytes, base64-encoded');
  return key;
}

export function openCredential(value: string, key: Buffer | undefined): string {
  if (!value.startsWith(ENVELOPE_PREFIX)) return value;
  if (!key) throw badRequest(AUTH_MESSAGES.sealedCredentialsOff);
  const raw = Buffer.from(value.slice(ENVELOPE_PREFIX.length), 'base64');
  if (raw.length < 12 + 16 + 1) throw badRequest(AUTH_MESSAGES.sealedCredentialsUnreadable);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw badRequest(AUTH_MESSAGES.sealedCredentialsUnreadable);
  }
}
