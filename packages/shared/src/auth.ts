import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { CHALLENGE_PURPOSES, SIGN_IN_FIELD_MAX, SIGN_IN_FORM_MESSAGES } from './sign-in.ts';
import { userSchema } from './users/index.ts';
import { emailSchema, passwordSchema, usernameSchema, VALIDATION_MESSAGES } from './validation.ts';

export * from './sign-in.ts';

export const challengeQuerySchema = z.object({ purpose: z.enum(CHALLENGE_PURPOSES) });

/** An ALTCHA v2 challenge, as the widget reads it. */
export const challengeResponseSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});

/** The widget's base64 payload; solved challenges are long, but not this long. */
export const challengePayloadSchema = z.string().trim().min(1).max(4000);

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

/** The login screen's fields as the server checks them; the screen makes the same checks with `signInFormErrors`. */
export const signInFormSchema = z.object({
  username: z.string().trim().min(1, SIGN_IN_FORM_MESSAGES.usernameRequired).max(SIGN_IN_FIELD_MAX),
  password: z.string().min(1, SIGN_IN_FORM_MESSAGES.passwordRequired).max(SIGN_IN_FIELD_MAX),
});

export const signInBodySchema = z.object({
  ...signInFormSchema.shape,
  /** A solved challenge, when the server asked for one (CHALLENGE_REQUIRED_ERROR_CODE). */
  altcha: challengePayloadSchema.optional(),
  /** The team of the /{team}/login page signed in on (SPEC §6: multi-tenant without common login). */
  team: z.string().trim().max(64).optional(),
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
  /** Required when the team's sign-up policy is `inviteCode`. */
  invite_code: z.string().trim().max(64).optional(),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

/**
 * The register screen's fields (SPEC §5): the full name is split into first and last name when
 * sent; the invite code is checked only for teams that ask for one.
 */
export const registerFormSchema = z.object({
  fullName: z.string().trim().min(1, 'Name is required').max(200),
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  inviteCode: z.string().trim().max(64),
});
export type RegisterFormValues = z.input<typeof registerFormSchema>;

/** 202 from auth/register: the account waits until the link mailed to its address is opened. */
export const registerPendingResponseSchema = z.object({ _id: z.string(), message: z.string() });

/** auth/register/confirm: the token from the link mailed at registration. */
export const confirmEmailBodySchema = z.object({ token: z.string().min(20).max(200) });

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
