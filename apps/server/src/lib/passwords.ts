import { randomInt } from 'node:crypto';
import { PASSWORD_SPECIALS } from '@lp/shared/validation';

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)] as string;

/** A random password that meets SPEC §5 (one of each class, only allowed characters). */
export function generatePassword(length = 16): string {
  const all = LOWER + UPPER + DIGITS + PASSWORD_SPECIALS;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(PASSWORD_SPECIALS)];
  while (chars.length < length) chars.push(pick(all));
  // Fisher-Yates with a CSPRNG so the required classes do not sit at fixed positions.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}
