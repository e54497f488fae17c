import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { userSchema } from './users.ts';
import { emailSchema, passwordSchema, usernameSchema, VALIDATION_MESSAGES } from './validation.ts';

/** Server messages of the identity flows, shown as they are on screen. */
export const AUTH_MESSAGES = {
  wrongCredentials: 'Incorrect username or password.',
  accountDeactivated: 'Your account is deactivated. Please contact your admin.',
  tooManySignIns: (minutes: number) =>
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  registrationClosed: 'Registration is not open for this team.',
  teamNotFound: 'Team not found.',
  resetSent: 'The reset link has been sent. Please check your email.',
  resetFailed: 'Error resetting password. Please contact your admin.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  passwordChanged: 'Your password has been changed.',
  currentPasswordWrong: 'The current password is incorrect.',
  otpUnavailable: 'Sign-in with a one-time code is not available.',
  otpUnknownPhone: 'No account uses this phone number.',
  otpSent: 'A one-time code has been sent to your phone.',
  otpResendTooSoon: (seconds: number) => `Please wait ${seconds} seconds before asking for a new code.`,
  otpWrong: 'The code is incorrect.',
  otpExpired: 'The code has expired. Please ask for a new one.',
  otpTooManyAttempts: 'Too many wrong codes. Please ask for a new one.',
  guestsUnavailable: 'Guest login is not available.',
  codeLoginUnavailable: 'Code based Login Not Available',
  authenticationFailed: 'Authentication failed',
  invalidToken: 'Invalid token',
} as const;

/** errorCode 3: the one-time-code form must hide (SPEC §4, §8). */
export const OTP_HIDE_FORM_ERROR_CODE = 3;

/** Multipart sends every field as a string; these accept "true"/"false" as well as booleans. */
const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', ''])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

const detailsField = z.union([z.record(z.string(), z.unknown()), z.string()]).transform((value, ctx) => {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(value);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // reported below
  }
  ctx.addIssue({ code: 'custom', message: 'details must be a JSON object' });
  return z.NEVER;
});

// Room for sealed credentials (see the server's credential-envelope.ts); a password longer than
// the 128 allowed when it was set simply does not match.
export const signInBodySchema = z.object({
  username: z.string().trim().min(1, 'Username is required').max(512),
  password: z.string().min(1, 'Password is required').max(512),
});

export const registerBodySchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  email: emailSchema,
  first_name: z.string().trim().min(1, 'Name is required').max(100),
  last_name: z.string().trim().max(100).default(''),
  creatorLicense: formBoolean.default(false),
  details: detailsField.default({}),
  team: z.string().trim().max(64).optional(),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

export const guestBodySchema = z.object({
  name: z.string().trim().min(LIMITS.guestNameMinLength, VALIDATION_MESSAGES.guestNameShort).max(100),
  team: z.string().trim().min(1).max(64),
});

export const changePasswordBodySchema = z
  .object({
    current_password: z.string().min(1, 'Current password is required').max(LIMITS.passwordMaxLength),
    password: z.string().refine((v) => passwordSchema.safeParse(v).success, {
      message: VALIDATION_MESSAGES.passwordRequirements,
    }),
    password_confirmation: z.string(),
  })
  .refine((b) => b.password === b.password_confirmation, {
    message: VALIDATION_MESSAGES.passwordsDoNotMatch,
    path: ['password_confirmation'],
  });

export const resetPasswordBodySchema = z.object({ email: emailSchema });

export const newPasswordBodySchema = z
  .object({
    token: z.string().min(20).max(200),
    password: z.string().refine((v) => passwordSchema.safeParse(v).success, {
      message: VALIDATION_MESSAGES.passwordRequirements,
    }),
    password_confirmation: z.string(),
  })
  .refine((b) => b.password === b.password_confirmation, {
    message: VALIDATION_MESSAGES.passwordsDoNotMatch,
    path: ['password_confirmation'],
  });

export const phoneSchema = z.string().length(LIMITS.phoneLength, VALIDATION_MESSAGES.phoneInvalid);
export const otpCodeSchema = z
  .string()
  .length(LIMITS.otpLength, VALIDATION_MESSAGES.otpInvalid)
  .regex(/^\d+$/, VALIDATION_MESSAGES.otpInvalid);

export const messageResponseSchema = z.object({ message: z.string() });
export const authUserResponseSchema = userSchema;
export const createdResponseSchema = z.object({ _id: z.string() });
export const availabilityResponseSchema = z.object({ available: z.boolean() });
export const existsResponseSchema = z.object({ exists: z.boolean() });

/** A sign-in button on the login page: company single sign-on or a social provider (OpenID Connect). */
export const identityProviderPublicSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['sso', 'social']),
});

/** What admins see of a provider; the client secret is write-only. */
export const identityProviderSchema = identityProviderPublicSchema.extend({
  issuer: z.string(),
  clientId: z.string(),
  scopes: z.string(),
  enabled: z.boolean(),
});

export const identityProviderCreateBodySchema = z.object({
  kind: z.enum(['sso', 'social']),
  name: z.string().trim().min(1, 'Name is required').max(80),
  issuer: z.url('The issuer must be a URL'),
  clientId: z.string().trim().min(1, 'Client id is required').max(500),
  clientSecret: z.string().min(1, 'Client secret is required').max(2000),
  scopes: z.string().trim().max(500).optional(),
});
