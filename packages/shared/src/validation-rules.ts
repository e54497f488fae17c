/**
 * The SPEC §5 rules as texts, patterns and checks, without zod: the sign-in page uses them and
 * loads no schema library. validation.ts builds its schemas on them and re-exports them.
 */
import { LIMITS } from './constants.ts';

/** SPEC §5 rules with their exact messages; server routes and web forms both use these. */
export const VALIDATION_MESSAGES = {
  usernameUnavailable: 'This username is invalid or unavailable.',
  usernameHelp: 'Lowercase single word, no special characters, minimum 4 characters.',
  emailMalformed: 'Malformed email address',
  passwordInvalid: 'Password is invalid.',
  passwordHelp: '1 uppercase, 1 lowercase, 1 special char, 1 digit and min 8 characters',
  passwordsDoNotMatch: 'Passwords do not match...',
  passwordRequirements: 'Password does not meet the requirements...',
  phoneInvalid: 'Phone number must be exactly 10 characters.',
  otpInvalid: 'The code must be 6 digits.',
  guestNameShort: 'Name must be at least 3 characters.',
  lessonCodeShort: 'Lesson code must be at least 9 characters.',
  couponRequired: 'Coupon code is required',
  controlCharacters: 'Remove control characters (such as NUL) and broken Unicode from this text.',
  emptyUpdate: 'Nothing to update: send at least one field to change.',
  imageUrl: 'Use an image link that starts with https:// or /',
} as const;

/** SPEC §5 upload limit message; sizes in whole kB, rounded up. */
export function uploadTooLargeMessage(sizeBytes: number, limitKb: number): string {
  const size = Math.ceil(sizeBytes / 1024);
  return `The upload size of ${size} kB is higher than the limit of ${limitKb} kB. Please choose a smaller file.`;
}

/**
 * The largest value a PostgreSQL `integer` column holds. zod's `.int()` allows up to 2^53, so a
 * count, price or version that lands in such a column needs this ceiling or a lower one.
 */
export const DB_INTEGER_MAX = 2_147_483_647;

/** The most points or coins one admin adjustment may add or take (a wallet total stays far from DB_INTEGER_MAX). */
export const WALLET_ADJUSTMENT_MAX = 1_000_000;

export const USERNAME_PATTERN = /^[a-z0-9]+$/;
/** At least one lowercase, uppercase, digit and one of @$!%*?&; only those characters allowed. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]+$/;
export const PASSWORD_SPECIALS = '@$!%*?&';
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const isValidUsername = (value: string) =>
  value.length >= LIMITS.usernameMinLength && value.length <= 64 && USERNAME_PATTERN.test(value);

export const isValidPassword = (value: string) =>
  value.length >= LIMITS.passwordMinLength &&
  value.length <= LIMITS.passwordMaxLength &&
  PASSWORD_PATTERN.test(value);

export const isValidEmail = (value: string) => value.length <= 254 && EMAIL_PATTERN.test(value);
