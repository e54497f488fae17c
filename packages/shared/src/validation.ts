import { z } from 'zod';
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
} as const;

/** SPEC §5 upload limit message; sizes in whole kB, rounded up. */
export function uploadTooLargeMessage(sizeBytes: number, limitKb: number): string {
  const size = Math.ceil(sizeBytes / 1024);
  return `The upload size of ${size} kB is higher than the limit of ${limitKb} kB. Please choose a smaller file.`;
}

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

export const usernameSchema = z
  .string()
  .trim()
  .refine(isValidUsername, { message: VALIDATION_MESSAGES.usernameUnavailable });

export const passwordSchema = z
  .string()
  .refine(isValidPassword, { message: VALIDATION_MESSAGES.passwordInvalid });

export const emailSchema = z
  .string()
  .trim()
  .refine(isValidEmail, { message: VALIDATION_MESSAGES.emailMalformed });

/** "Full name; split on first space; last name blank if missing." */
export function splitFullName(fullName: string): { first_name: string; last_name: string } {
  const trimmed = fullName.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  if (space === -1) return { first_name: trimmed, last_name: '' };
  return { first_name: trimmed.slice(0, space), last_name: trimmed.slice(space + 1) };
}

/** A solo creator's new team is named from the username with special characters replaced by underscores. */
export const teamNameFromUsername = (username: string) => username.toLowerCase().replace(/[^a-z0-9]/g, '_');
