import { formatISO, isValid, parseISO } from 'date-fns';
import { z } from 'zod';
import { pagePositionFields } from '../validation.ts';

/** SPEC §3 "User segmentation detail parameters": the details a rule can match on. */
export const ENROLMENT_RULE_FIELDS = ['company', 'zone', 'branch', 'department', 'date_of_joining'] as const;
export type EnrolmentRuleField = (typeof ENROLMENT_RULE_FIELDS)[number];

export const ENROLMENT_RULE_OPERATORS = ['equals', 'not_equals', 'in', 'not_in', 'before', 'after'] as const;
export type EnrolmentRuleOperator = (typeof ENROLMENT_RULE_OPERATORS)[number];

/** Operators that take a list of values; the others take one value. */
export const LIST_OPERATORS: readonly EnrolmentRuleOperator[] = ['in', 'not_in'];
/** Operators that only make sense for a date field. */
export const DATE_OPERATORS: readonly EnrolmentRuleOperator[] = ['before', 'after'];
export const DATE_FIELDS: readonly EnrolmentRuleField[] = ['date_of_joining'];

export const ENROLMENT_SOURCES = ['admin', 'rule', 'team', 'self'] as const;
export type EnrolmentSource = (typeof ENROLMENT_SOURCES)[number];

export const ENROLMENT_LIMITS = {
  valueMaxLength: 200,
  listMaxValues: 100,
  pageDefault: 20,
  pageSizeMax: 100,
  searchTextMax: 100,
  detailFiltersMax: 10,
} as const;

export const ENROLMENT_MESSAGES = {
  dateOperatorOnText: 'before and after work only with date_of_joining',
  listValueRequired: 'in and not_in need a list of values',
  singleValueRequired: 'This operator needs a single value',
  valueRequired: 'Value is required',
  invalidDate: 'Dates must be written as YYYY-MM-DD',
  teamMismatch: 'You can only enrol your own team',
  notEnrolled: 'This learner is not enrolled in the course',
  userDeactivated: 'A deactivated user cannot be enrolled.',
} as const;

const ruleValueItem = z
  .string()
  .trim()
  .min(1, ENROLMENT_MESSAGES.valueRequired)
  .max(ENROLMENT_LIMITS.valueMaxLength);

const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(parseISO(value));

/**
 * An enrolment rule as sent by the builder: `field operator value`, e.g. department in [Sales, Ops]
 * or date_of_joining before 2024-01-01. Text values compare case-insensitively; dates are
 * calendar days (YYYY-MM-DD). A learner without the detail matches no rule, not even not_equals.
 */
export const enrolmentRuleInputSchema = z
  .object({
    field: z.enum(ENROLMENT_RULE_FIELDS),
    operator: z.enum(ENROLMENT_RULE_OPERATORS),
    value: z.union([ruleValueItem, z.array(ruleValueItem).min(1).max(ENROLMENT_LIMITS.listMaxValues)]),
  })
  .superRefine((rule, ctx) => {
    if (DATE_OPERATORS.includes(rule.operator) && !DATE_FIELDS.includes(rule.field)) {
      ctx.addIssue({ code: 'custom', path: ['operator'], message: ENROLMENT_MESSAGES.dateOperatorOnText });
    }
    const wantsList = LIST_OPERATORS.includes(rule.operator);
    if (wantsList !== Array.isArray(rule.value)) {
      const message = wantsList
        ? ENROLMENT_MESSAGES.listValueRequired
        : ENROLMENT_MESSAGES.singleValueRequired;
      ctx.addIssue({ code: 'custom', path: ['value'], message });
      return;
    }
    const values = Array.isArray(rule.value) ? rule.value : [rule.value];
    if (DATE_FIELDS.includes(rule.field) && !values.every(isIsoDate)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: ENROLMENT_MESSAGES.invalidDate });
    }
  })
  .transform((rule) => ({
    ...rule,
    value: Array.isArray(rule.value) ? [...new Set(rule.value)] : rule.value,
  }));
export type EnrolmentRuleInput = z.infer<typeof enrolmentRuleInputSchema>;

/** POST courses/{id}/rules/add (SPEC §7: body rule). */
export const addEnrolmentRuleBodySchema = z.object({ rule: enrolmentRuleInputSchema });
export type AddEnrolmentRuleBody = z.infer<typeof addEnrolmentRuleBodySchema>;

/** SPEC §3 Enrollment rule: id and criteria_id (the same value), plus what it matches. */
export const enrolmentRuleSchema = z.object({
  _id: z.string(),
  id: z.string(),
  criteria_id: z.string(),
  courseId: z.string(),
  field: z.enum(ENROLMENT_RULE_FIELDS),
  operator: z.enum(ENROLMENT_RULE_OPERATORS),
  value: z.union([z.string(), z.array(z.string())]),
  createdAt: z.string(),
  lastRunAt: z.string().nullable(),
});
export type EnrolmentRule = z.infer<typeof enrolmentRuleSchema>;

/** rules/add answers with the rule and how many learners its first run enrolled. */
export const addEnrolmentRuleResponseSchema = z.object({
  rule: enrolmentRuleSchema,
  added: z.number().int(),
});
export type AddEnrolmentRuleResponse = z.infer<typeof addEnrolmentRuleResponseSchema>;

/** learners/add, add_team and rules/run: how many learners were newly enrolled. */
export const enrolmentAddedResponseSchema = z.object({ message: z.string(), added: z.number().int() });
export type EnrolmentAddedResponse = z.infer<typeof enrolmentAddedResponseSchema>;

export const enrolmentRemovedResponseSchema = z.object({ message: z.string(), removed: z.number().int() });
export type EnrolmentRemovedResponse = z.infer<typeof enrolmentRemovedResponseSchema>;

const pageSchema = z.coerce.number().int().min(1).default(1);
const pageSizeSchema = z.coerce
  .number()
  .int()
  .min(1)
  .max(ENROLMENT_LIMITS.pageSizeMax)
  .default(ENROLMENT_LIMITS.pageDefault);
const optionalSearchText = z
  .string()
  .trim()
  .max(ENROLMENT_LIMITS.searchTextMax)
  .optional()
  .transform((text) => (text ? text : undefined));

/** GET courses/{id}/learners/list?page=&pageSize=&search= (search: username, name or email). */
export const courseLearnersQuerySchema = z.object({
  page: pageSchema,
  pageSize: pageSizeSchema,
  search: optionalSearchText,
});
export type CourseLearnersQuery = z.infer<typeof courseLearnersQuerySchema>;
export type CourseLearnersQueryInput = z.input<typeof courseLearnersQuerySchema>;

/** The course-scope progress record's headline numbers (0 / false when not started). */
export const learnerCourseProgressSchema = z.object({
  viewedPercentage: z.number(),
  completion: z.boolean(),
  score: z.number(),
  completionDate: z.string().nullable(),
});
export type LearnerCourseProgress = z.infer<typeof learnerCourseProgressSchema>;

export const courseLearnerSchema = z.object({
  _id: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  active: z.boolean(),
  source: z.enum(ENROLMENT_SOURCES),
  enrolledAt: z.string(),
  progress: learnerCourseProgressSchema,
  /** The latest progress update on any part of the course; null before the learner starts. */
  lastActivity: z.string().nullable(),
});
export type CourseLearner = z.infer<typeof courseLearnerSchema>;

export const courseLearnersResponseSchema = z.object({
  learners: z.array(courseLearnerSchema),
  ...pagePositionFields,
});
export type CourseLearnersResponse = z.infer<typeof courseLearnersResponseSchema>;

/** POST users/list/search (SPEC §7: body query). Filters combine with AND. */
export const userSearchQuerySchema = z.object({
  /** Matches anywhere in username, first and last name, full name or email. */
  text: optionalSearchText,
  details: z.array(enrolmentRuleInputSchema).max(ENROLMENT_LIMITS.detailFiltersMax).default([]),
  /** When given, each result says whether that user is enrolled in this course. */
  courseId: z.uuid('Invalid course id').optional(),
  page: pageSchema,
  pageSize: pageSizeSchema,
});
export const userSearchBodySchema = z.object({ query: userSearchQuerySchema });
export type UserSearchQuery = z.infer<typeof userSearchQuerySchema>;
export type UserSearchBody = z.input<typeof userSearchBodySchema>;

export const userSearchResultSchema = z.object({
  _id: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  active: z.boolean(),
  license_type: z.string(),
  /** null when the query named no course. */
  enrolled: z.boolean().nullable(),
});
export type UserSearchResult = z.infer<typeof userSearchResultSchema>;

export const userSearchResponseSchema = z.object({
  users: z.array(userSearchResultSchema),
  ...pagePositionFields,
});
export type UserSearchResponse = z.infer<typeof userSearchResponseSchema>;

/**
 * users/{id}/email/{route}: which mail a builder sends a learner. All but `welcome` are about a
 * course (the body's `course`); `reminder` and `nudge` only to a learner enrolled in it.
 */
export const LEARNER_EMAIL_ROUTES = ['enrolment', 'reminder', 'courselink', 'nudge', 'welcome'] as const;
export type LearnerEmailRoute = (typeof LEARNER_EMAIL_ROUTES)[number];

/** SPEC §8 "Token generator" messages of users/{id}/email/{route}. */
export const LEARNER_EMAIL_MESSAGES = {
  userNotFound: 'User not found. Please try again.',
  sent: 'User present & Email Sent',
  inAppOnly: 'The learner has no e-mail address; they were notified in the app.',
  courseRequired: 'Course is required',
  userDeactivated: 'This user is deactivated.',
} as const;

/**
 * SPEC §7 body of users/{id}/email/{route}. `message` is an optional personal note (plain text).
 * The sender (assignor) is always the signed-in caller and the type the course's own kind: the
 * server accepts both fields from older clients but never takes them from the body.
 */
export const learnerEmailBodySchema = z.object({
  course: z.uuid('Invalid course id').optional(),
  message: z.string().trim().max(1000, 'Message is too long').default(''),
  type: z.string().max(40).optional(),
  assignor: z.string().max(200).optional(),
});
export type LearnerEmailBody = z.input<typeof learnerEmailBodySchema>;

export const learnerEmailResponseSchema = z.object({
  message: z.string(),
  /** false when the learner has no e-mail address: they got the in-app notification only. */
  emailed: z.boolean(),
});
export type LearnerEmailResponse = z.infer<typeof learnerEmailResponseSchema>;

/** A detail value as a calendar day (YYYY-MM-DD), or null when it is not a date. */
export function detailAsDate(value: unknown): string | null {
  if (typeof value !== 'string' && !(value instanceof Date)) return null;
  const date = typeof value === 'string' ? parseISO(value.trim()) : value;
  return isValid(date) ? formatISO(date, { representation: 'date' }) : null;
}

function detailAsText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim().toLowerCase() || null;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value).toLowerCase();
  return null;
}

interface RuleLike {
  field: string;
  operator: string;
  value: unknown;
}

/** Whether a user's segmentation details satisfy a rule (see enrolmentRuleInputSchema). */
export function matchesEnrolmentRule(
  rule: RuleLike,
  details: Record<string, unknown> | null | undefined,
): boolean {
  const raw = details?.[rule.field];
  const isDate = (DATE_FIELDS as readonly string[]).includes(rule.field);
  const actual = isDate ? detailAsDate(raw) : detailAsText(raw);
  if (actual === null) return false;
  const normalize = (value: unknown) => (isDate ? detailAsDate(value) : detailAsText(value));
  const expected = (Array.isArray(rule.value) ? rule.value : [rule.value]).map(normalize);
  const [first] = expected;
  switch (rule.operator) {
    case 'equals':
      return actual === first;
    case 'not_equals':
      return first !== null && actual !== first;
    case 'in':
      return expected.includes(actual);
    case 'not_in':
      return !expected.includes(actual);
    case 'before':
      return isDate && first !== null && first !== undefined && actual < first;
    case 'after':
      return isDate && first !== null && first !== undefined && actual > first;
    default:
      return false;
  }
}

/** Whether details satisfy every rule (an empty list matches everyone). */
export const matchesAllRules = (
  rules: readonly RuleLike[],
  details: Record<string, unknown> | null | undefined,
) => rules.every((rule) => matchesEnrolmentRule(rule, details));
