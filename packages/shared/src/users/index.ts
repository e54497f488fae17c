import { z } from 'zod';
import { avatarConfigSchema } from '../avatar.ts';
import { LANGUAGES, LICENSE_TYPES } from '../constants.ts';
import { atLeastOneField, imageUrlSchema } from '../validation.ts';

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

export const updateSelfBodySchema = atLeastOneField(
  z
    .object({
      first_name: z.string().trim().min(1, 'Name is required').max(100),
      last_name: z.string().trim().max(100),
      lang: z.enum(LANGUAGES),
      avatarConfig: avatarConfigSchema.nullable(),
      image: imageUrlSchema.nullable(),
    })
    .partial(),
);

export const checkUserBodySchema = z.object({
  username: z.string().trim().min(1).max(254),
  courseId: z.string().trim().max(64).optional(),
  /** The team whose page asks; a team that signs in on its own page only (SPEC §6) needs it. */
  team: z.string().trim().max(64).optional(),
});

/** One person in a reporting chain; depth 1 is the direct manager or a direct report. */
export const hierarchyMemberSchema = z.object({
  _id: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  isManager: z.boolean(),
  managerId: z.string().nullable(),
  depth: z.number().int().min(1),
});
export type HierarchyMember = z.infer<typeof hierarchyMemberSchema>;

export const HIERARCHY_RELATIONS = ['ancestors', 'children', 'descendants'] as const;
export type HierarchyRelation = (typeof HIERARCHY_RELATIONS)[number];

export const HIERARCHY_MESSAGES = {
  cycle: 'A user cannot report to themselves or to one of their own reports.',
  managerNotFound: 'Manager not found in this team.',
} as const;

export const setManagerBodySchema = z.object({ managerId: z.uuid('Invalid id').nullable() });
