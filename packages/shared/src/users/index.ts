import { z } from 'zod';
import { avatarConfigSchema } from '../avatar.ts';
import { LANGUAGES } from '../constants.ts';
import { atLeastOneField, imageUrlSchema } from '../validation.ts';

export { licenseSchema, type User, userSchema } from './user.ts';

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
