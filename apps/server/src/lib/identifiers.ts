import { randomInt } from 'node:crypto';
import { LIMITS } from '@lp/shared/constants';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A public content code for /c/{code}; long enough to be a lesson code (SPEC §5). */
export function generateIdentifier(length = LIMITS.lessonCodeMinLength + 1): string {
  let code = '';
  for (let i = 0; i < length; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
