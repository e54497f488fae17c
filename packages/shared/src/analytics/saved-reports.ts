import { z } from 'zod';
import { SEGMENT_FIELDS } from '../gamification/index.ts';
import { isoDaySchema, MAX_RANGE_DAYS, rangeDays, TEAM_ANALYTICS_MESSAGES } from './team.ts';

/**
 * Saved reports (SPEC §7 analytics/reports/saved/...): a named query over the team's enrolments
 * (content, date range, segment filters, columns) that creators and admins save, download and
 * schedule to be e-mailed as CSV or XLSX to chosen users of the team.
 */

export const REPORT_COLUMNS = [
  'learner',
  'username',
  'email',
  'company',
  'zone',
  'branch',
  'department',
  'course',
  'status',
  'progress',
  'score',
  'timeSpent',
  'enrolledAt',
  'completionDate',
] as const;
export type ReportColumn = (typeof REPORT_COLUMNS)[number];

export const REPORT_RANGE_PRESETS = ['last7', 'last30', 'last90', 'custom'] as const;
export type ReportRangePreset = (typeof REPORT_RANGE_PRESETS)[number];
/** Days a preset covers, ending today. */
export const PRESET_DAYS: Record<Exclude<ReportRangePreset, 'custom'>, number> = {
  last7: 7,
  last30: 30,
  last90: 90,
};

export const REPORT_FREQUENCIES = ['none', 'daily', 'weekly', 'monthly'] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];
export const REPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const REPORT_STATUSES = ['notStarted', 'inProgress', 'completed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const SAVED_REPORT_MESSAGES = {
  name: 'Give the report a name (at most 120 characters)',
  columns: 'Choose at least one column',
  customRange: 'A custom range needs a start and an end date',
  recipients: 'A scheduled report needs at least one recipient',
  tooManyRecipients: 'A report can go to at most 50 recipients',
  recipientNotInTeam: 'Every recipient must be an active user of your team',
  courseNotVisible: 'One of the chosen courses does not exist or is not yours',
} as const;

const uuid = z.uuid('Invalid id');

export const savedReportInputSchema = z
  .object({
    name: z.string().trim().min(1, SAVED_REPORT_MESSAGES.name).max(120, SAVED_REPORT_MESSAGES.name),
    /** Courses, exams or contests; empty means every one the saver may see. */
    courseIds: z.array(uuid).max(100).default([]),
    range: z.object({
      preset: z.enum(REPORT_RANGE_PRESETS),
      from: isoDaySchema.nullable().default(null),
      to: isoDaySchema.nullable().default(null),
    }),
    /** Learners whose detail `field` equals one of `values` (case-insensitive). */
    filters: z
      .array(
        z.object({
          field: z.enum(SEGMENT_FIELDS),
          values: z.array(z.string().trim().min(1).max(100)).min(1).max(50),
        }),
      )
      .max(SEGMENT_FIELDS.length)
      .default([]),
    statuses: z.array(z.enum(REPORT_STATUSES)).max(REPORT_STATUSES.length).default([]),
    columns: z.array(z.enum(REPORT_COLUMNS)).min(1, SAVED_REPORT_MESSAGES.columns).max(REPORT_COLUMNS.length),
    schedule: z
      .object({
        frequency: z.enum(REPORT_FREQUENCIES),
        format: z.enum(REPORT_FORMATS),
        recipientIds: z.array(uuid).max(50, SAVED_REPORT_MESSAGES.tooManyRecipients),
      })
      .default({ frequency: 'none', format: 'csv', recipientIds: [] }),
  })
  .superRefine((input, ctx) => {
    const { preset, from, to } = input.range;
    if (preset === 'custom') {
      if (!from || !to)
        ctx.addIssue({ code: 'custom', path: ['range'], message: SAVED_REPORT_MESSAGES.customRange });
      else if (from > to)
        ctx.addIssue({ code: 'custom', path: ['range', 'to'], message: TEAM_ANALYTICS_MESSAGES.rangeOrder });
      else if (rangeDays(from, to) > MAX_RANGE_DAYS)
        ctx.addIssue({
          code: 'custom',
          path: ['range', 'to'],
          message: TEAM_ANALYTICS_MESSAGES.rangeTooLong,
        });
    }
    if (input.schedule.frequency !== 'none' && input.schedule.recipientIds.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['schedule', 'recipientIds'],
        message: SAVED_REPORT_MESSAGES.recipients,
      });
  });
export type SavedReportInput = z.infer<typeof savedReportInputSchema>;
export type SavedReportInputDraft = z.input<typeof savedReportInputSchema>;

export const reportRunSchema = z.object({
  period: z.string(),
  kind: z.enum(['scheduled', 'manual']),
  ranAt: z.string(),
  rows: z.number().int(),
  recipients: z.number().int(),
});

export const savedReportSchema = z.object({
  _id: z.string(),
  name: z.string(),
  ownerId: z.string().nullable(),
  ownerName: z.string(),
  version: z.number().int(),
  courseIds: z.array(z.string()),
  range: z.object({
    preset: z.enum(REPORT_RANGE_PRESETS),
    from: z.string().nullable(),
    to: z.string().nullable(),
  }),
  filters: z.array(z.object({ field: z.enum(SEGMENT_FIELDS), values: z.array(z.string()) })),
  statuses: z.array(z.enum(REPORT_STATUSES)),
  columns: z.array(z.enum(REPORT_COLUMNS)),
  schedule: z.object({
    frequency: z.enum(REPORT_FREQUENCIES),
    format: z.enum(REPORT_FORMATS),
    recipientIds: z.array(z.string()),
  }),
  updatedAt: z.string(),
  lastRun: reportRunSchema.nullable(),
});
export type SavedReport = z.infer<typeof savedReportSchema>;

export const savedReportVersionSchema = savedReportSchema.extend({ runs: z.array(reportRunSchema) });
export type SavedReportVersion = z.infer<typeof savedReportVersionSchema>;

/** getList/{scope}: every report the caller may read, or only the scheduled ones. */
export const REPORT_LIST_SCOPES = ['all', 'scheduled'] as const;
/** getManagerReports/{id}/{section}: the report's rows, or its counts by status. */
export const REPORT_SECTIONS = ['table', 'summary'] as const;

export const reportTableQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

export const reportRowSchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type ReportRow = z.infer<typeof reportRowSchema>;

export const reportSectionSchema = z.object({
  from: z.string(),
  to: z.string(),
  columns: z.array(z.enum(REPORT_COLUMNS)),
  total: z.number().int(),
  rows: z.array(reportRowSchema),
  byStatus: z.object({
    notStarted: z.number().int(),
    inProgress: z.number().int(),
    completed: z.number().int(),
  }),
});
export type ReportSection = z.infer<typeof reportSectionSchema>;

export const reportDownloadQuerySchema = z.object({ format: z.enum(REPORT_FORMATS).default('csv') });
