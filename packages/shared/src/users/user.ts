import { z } from 'zod';
import { LANGUAGES, LICENSE_TYPES } from '../constants.ts';

// Apart from the users' request schemas, so reading a user does not load the avatar options.
export const licenseSchema = z.object({
  termsAccepted: z.boolean(),
  license_type: z.enum(LICENSE_TYPES),
  license_name: z.string(),
  isManager: z.boolean(),
});

/** A stored avatar as the API returns it; what may be saved is checked by avatarConfigSchema. */
const storedAvatarSchema = z.record(z.string(), z.string());

/** A user as the API returns it. Never carries a password or its hash. */
export const userSchema = z.object({
  _id: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  lang: z.enum(LANGUAGES),
  image: z.string().nullable(),
  avatarConfig: storedAvatarSchema.nullable(),
  stage: z.number().int().min(1).max(4),
  team: z.string(),
  branding: z.record(z.string(), z.unknown()).nullable(),
  license: licenseSchema,
  details: z.record(z.string(), z.unknown()),
  creatorLicense: z.boolean(),
  active: z.boolean(),
  isGuest: z.boolean(),
});
export type User = z.infer<typeof userSchema>;
