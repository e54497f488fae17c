import { differenceInCalendarDays, parseISO } from 'date-fns';
import { z } from 'zod';
import { SEGMENT_FIELDS } from '../gamification/index.ts';

/**
 * Team-wide analytics (SPEC §2 /builder/analytics and /adminPanel?section=analytics): activity,
 * sessions, top and least-completed content, completion by segment and points distribution over
 * a date range.
 */

export const ANALYTICS_GRANULARITIES = ['day', 'week', 'month'] as const;
export type AnalyticsGranularity = (typeof ANALYTICS_GRANULARITIES)[number];

/** The longest range one request may cover, in days (a year and a day, for leap years). */
export const MAX_RANGE_DAYS = 366;

export const TEAM_ANALYTICS_MESSAGES = {
  day: 'Give a date as YYYY-MM-DD',
  rangeOrder: 'The start date must not be after the end date',
  rangeTooLong: `A date range can cover at most ${MAX_RANGE_DAYS} days`,
} as const;

export const isoDaySchema = z.iso.date(TEAM_ANALYTICS_MESSAGES.day);

/** Days from `from` to `to` inclusive; both are YYYY-MM-DD. */
export const rangeDays = (from: string, to: string) =>
  differenceInCalendarDays(parseISO(to), parseISO(from)) + 1;

/** A from/to pair: in order and at most MAX_RANGE_DAYS long. */
export const dateRangeSchema = z
  .object({ from: isoDaySchema, to: isoDaySchema })
  .refine((r) => r.from <= r.to, { message: TEAM_ANALYTICS_MESSAGES.rangeOrder, path: ['to'] })
  .refine((r) => rangeDays(r.from, r.to) <= MAX_RANGE_DAYS, {
    message: TEAM_ANALYTICS_MESSAGES.rangeTooLong,
    path: ['to'],
  });

export const teamAnalyticsQuerySchema = z
  .object({
    from: isoDaySchema,
    to: isoDaySchema,
    granularity: z.enum(ANALYTICS_GRANULARITIES).default('day'),
  })
  .refine((r) => r.from <= r.to, { message: TEAM_ANALYTICS_MESSAGES.rangeOrder, path: ['to'] })
  .refine((r) => rangeDays(r.from, r.to) <= MAX_RANGE_DAYS, {
    message: TEAM_ANALYTICS_MESSAGES.rangeTooLong,
    path: ['to'],
  });
export type TeamAnalyticsQuery = z.infer<typeof teamAnalyticsQuerySchema>;

/**
 * Whom the figures cover: the whole team (admins), the learners of the caller's own content
 * (creators) or the caller's reports (managers).
 */
export const ANALYTICS_SCOPES = ['team', 'ownContent', 'reports'] as const;
export type AnalyticsScope = (typeof ANALYTICS_SCOPES)[number];

/** Lower bounds of the points buckets: 0, 1-99, 100-499, 500-999, 1000-4999, 5000 and more. */
export const POINTS_BUCKETS = [0, 1, 100, 500, 1000, 5000] as const;

const count = z.number().int().nonnegative();

export const contentCompletionSchema = z.object({
  courseId: z.string(),
  name: z.string(),
  kind: z.string(),
  enrolled: count,
  completed: count,
  /** Completions whose date falls in the range. */
  completedInRange: count,
  /** completed / enrolled, 0..100, one decimal. */
  completionRate: z.number(),
});
export type ContentCompletion = z.infer<typeof contentCompletionSchema>;

export const teamAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  granularity: z.enum(ANALYTICS_GRANULARITIES),
  scope: z.enum(ANALYTICS_SCOPES),
  totals: z.object({
    learners: count,
    activeLearners: count,
    sessions: count,
    enrolments: count,
    completionsInRange: count,
  }),
  /** One entry per day, week (from Monday) or month of the range, empty periods included. */
  activity: z.array(z.object({ period: z.string(), activeLearners: count, sessions: count })),
  topContent: z.array(contentCompletionSchema),
  leastCompleted: z.array(contentCompletionSchema),
  completionBySegment: z.array(
    z.object({ field: z.enum(SEGMENT_FIELDS), value: z.string(), enrolled: count, completed: count }),
  ),
  pointsDistribution: z.array(z.object({ from: count, to: count.nullable(), learners: count })),
});
export type TeamAnalytics = z.infer<typeof teamAnalyticsSchema>;

/** The signed-in learner's own results (/app/reports). */
export const myResultsSchema = z.object({
  courses: z.array(
    z.object({
      courseId: z.string(),
      name: z.string(),
      kind: z.string(),
      status: z.enum(['notStarted', 'inProgress', 'completed']),
      progress: z.number(),
      score: z.number(),
      completionDate: z.string().nullable(),
    }),
  ),
  assessments: z.array(
    z.object({
      deckId: z.string(),
      deckName: z.string(),
      courseId: z.string(),
      courseName: z.string(),
      score: z.number(),
      attempts: count,
      completed: z.boolean(),
      completionDate: z.string().nullable(),
    }),
  ),
});
export type MyResults = z.infer<typeof myResultsSchema>;
