import { z } from 'zod';
import { LANGUAGES, LICENSE_TYPES } from '../constants.ts';
import { COURSE_PROGRESS_STATES } from '../content/course-access.ts';
import { atLeastOneField, emailSchema, passwordSchema, usernameSchema } from '../validation.ts';

/** SPEC §3 user segmentation details, each usable by enrolment rules. */
export const SEGMENTATION_FIELDS = ['company', 'zone', 'branch', 'department', 'date_of_joining'] as const;
export type SegmentationField = (typeof SEGMENTATION_FIELDS)[number];

/** A learner with no activity for this many days counts as inactive on the manager panel. */
export const INACTIVE_AFTER_DAYS = 14;

export const USER_ADMIN_MESSAGES = {
  notFound: 'User not found.',
  phoneTaken: 'This phone number is already in use.',
  emailTaken: 'This email address is already used by another user of your team.',
  licenseUnknown: 'Unknown license type: use SuperAdmin, Admin, Creator or Learner.',
  superAdminOnly: 'Only a SuperAdmin may grant or change a SuperAdmin license.',
  courseUnknown: 'No course of your team has this name or id',
  managerUnknown: 'No user of your team (or of this file) has this manager username.',
  ownLicense: 'You cannot change your own license or deactivate yourself.',
  duplicateInFile: 'This username appears more than once in the file.',
  usernameRequired: 'Username is required.',
  fileRequired: 'Choose a CSV or XLSX file to import.',
  fileType: 'The file must be a CSV (.csv) or Excel (.xlsx) file.',
  fileUnreadable: 'The file could not be read as CSV or XLSX.',
  fileEmpty: 'The file has no user rows.',
  tooManyRows: 'The file has more than 20000 user rows; split it into smaller files.',
  missingUsernameColumn: 'The file needs a "username" column.',
  notAManager: 'You are not this user\u2019s manager.',
  ownAccount: 'You cannot change your own account this way.',
  ownPicture: 'You can change only your own picture.',
} as const;

export const USER_SORT_FIELDS = ['username', 'name', 'email', 'license', 'createdAt', 'active'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** Search, sort, filters and page of every admin user list (query string). */
export const userListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
  search: z.string().trim().max(100).optional(),
  sort: z.enum(USER_SORT_FIELDS).default('username'),
  order: z.enum(['asc', 'desc']).default('asc'),
  license: z.enum(LICENSE_TYPES).optional(),
  active: flag.optional(),
  manager: flag.optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** One row of an admin user list. */
export const adminUserRowSchema = z.object({
  _id: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  lang: z.string(),
  stage: z.number().int(),
  license_type: z.enum(LICENSE_TYPES),
  license_name: z.string(),
  isManager: z.boolean(),
  managerId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  active: z.boolean(),
  createdAt: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const userPageSchema = z.object({
  users: z.array(adminUserRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type UserPage = z.infer<typeof userPageSchema>;

export const userCountSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  managers: z.number().int(),
});

/** users/{id}/showAdmin */
export const adminUserDetailSchema = adminUserRowSchema.extend({
  manager: z.object({ _id: z.string(), username: z.string() }).nullable(),
  reports: z.number().int(),
  enrolments: z.number().int(),
  points: z.number().int(),
  level: z.number().int(),
  lastActivity: z.string().nullable(),
  termsAccepted: z.boolean(),
  creatorLicense: z.boolean(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** One course of users/{id}/show/courses and of the manager panel. */
export const userCourseSchema = z.object({
  courseId: z.string(),
  name: z.string(),
  status: z.enum(COURSE_PROGRESS_STATES),
  viewedPercentage: z.number(),
  enrolledAt: z.string(),
  endsAt: z.string().nullable(),
  overdue: z.boolean(),
});
export type UserCourse = z.infer<typeof userCourseSchema>;

const detailsSchema = z.record(
  z.string().trim().min(1).max(40),
  z.union([z.string().trim().max(200), z.number(), z.boolean(), z.null()]),
);

/** users/{id}/update/super: what an admin may change on another user. */
export const updateSuperBodySchema = atLeastOneField(
  z
    .object({
      license_type: z.enum(LICENSE_TYPES),
      license_name: z.string().trim().max(60),
      isManager: z.boolean(),
      managerId: z.uuid('Invalid manager id').nullable(),
      stage: z.number().int().min(1).max(4),
      details: detailsSchema,
      first_name: z.string().trim().min(1, 'Name is required').max(100),
      last_name: z.string().trim().max(100),
      email: emailSchema.nullable(),
      lang: z.enum(LANGUAGES),
      active: z.boolean(),
    })
    .partial(),
);
export type UpdateSuperBody = z.infer<typeof updateSuperBodySchema>;

/** users/createnroll: a new user of the caller's team, enrolled in these courses at once. */
export const createAndEnrolBodySchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  first_name: z.string().trim().min(1, 'Name is required').max(100),
  last_name: z.string().trim().max(100).default(''),
  email: emailSchema.nullable().default(null),
  license_type: z.enum(LICENSE_TYPES).default('Learner'),
  lang: z.enum(LANGUAGES).default('en'),
  details: detailsSchema.default({}),
  courseIds: z.array(z.uuid('Invalid course id')).max(100).default([]),
});
export type CreateAndEnrolBody = z.infer<typeof createAndEnrolBodySchema>;

export const createAndEnrolResponseSchema = z.object({
  user: adminUserRowSchema,
  enrolled: z.array(z.string()),
});

/** The columns an import file may have (header names, case-insensitive). */
export const IMPORT_COLUMNS = [
  'username',
  'first_name',
  'last_name',
  'email',
  'phone',
  'license',
  'manager_username',
  ...SEGMENTATION_FIELDS,
  'courses',
  'password',
] as const;

export const importRowErrorSchema = z.object({
  row: z.number().int(),
  username: z.string(),
  errors: z.array(z.string()),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importReportSchema = z.object({
  dryRun: z.boolean(),
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  enrolled: z.number().int(),
  errors: z.array(importRowErrorSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** /manager: one person reporting to the manager. */
export const managerReportSchema = z.object({
  _id: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  active: z.boolean(),
  depth: z.number().int(),
  points: z.number().int(),
  level: z.number().int(),
  lastActivity: z.string().nullable(),
  inactive: z.boolean(),
  overdue: z.number().int(),
  courses: z.array(userCourseSchema),
});
export type ManagerReport = z.infer<typeof managerReportSchema>;

export const managerReportsResponseSchema = z.object({
  reports: z.array(managerReportSchema),
  inactiveAfterDays: z.number().int(),
});

export const nudgeBodySchema = z.object({
  message: z.string().trim().max(500, 'Keep the message under 500 characters.').default(''),
});
export const nudgeResponseSchema = z.object({ message: z.string(), emailed: z.boolean() });
