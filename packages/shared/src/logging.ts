import { z } from 'zod';

import { LOG_DEFAULTS, LOG_LIMITS } from './logging-rules.ts';

export * from './logging-rules.ts';

/** Longer strings are cut rather than refused: a report must never fail for being verbose. */
const clipped = (max: number, fallback: string) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? fallback : value.slice(0, max)))
    .optional()
    .transform((value) => value ?? fallback);

/** SPEC §3 Log record, as a client sends it. user_id and username are replaced by the session's. */
export const logRecordBodySchema = z.object({
  client: clipped(LOG_LIMITS.short, 'web'),
  platform: clipped(LOG_LIMITS.short, 'Unknown'),
  page: clipped(LOG_LIMITS.page, LOG_DEFAULTS.page),
  user_id: z.string().max(LOG_LIMITS.short).nullable().optional(),
  username: z.string().max(LOG_LIMITS.short).nullable().optional(),
  problem: clipped(LOG_LIMITS.problem, LOG_DEFAULTS.problem),
  criticality: z.coerce
    .number()
    .int('Criticality is a whole number from 1 to 9')
    .min(1, 'Criticality is a whole number from 1 to 9')
    .max(9, 'Criticality is a whole number from 1 to 9')
    .default(LOG_DEFAULTS.criticality),
  trace: z
    .string()
    .optional()
    .transform((value) => (value ?? LOG_DEFAULTS.trace).slice(0, LOG_LIMITS.trace)),
});
export type LogRecordBody = z.input<typeof logRecordBodySchema>;

export const logRecordSchema = z.object({
  _id: z.string(),
  client: z.string(),
  platform: z.string(),
  page: z.string(),
  user_id: z.string().nullable(),
  username: z.string().nullable(),
  problem: z.string(),
  criticality: z.number().int(),
  trace: z.string(),
  createdAt: z.string(),
});
export type LogRecord = z.infer<typeof logRecordSchema>;

export const logAcceptedSchema = z.object({ _id: z.string() });

const optionalText = z.string().trim().max(LOG_LIMITS.page).optional();

/** The admin viewer's filters: criticality at most N (1 is the worst), page, user, time range. */
export const logListQuerySchema = z.object({
  criticality: z.coerce.number().int().min(1).max(9, 'Criticality is a whole number from 1 to 9').optional(),
  page: optionalText,
  user: optionalText,
  from: z.iso.datetime({ offset: true, message: 'from must be a date and time' }).optional(),
  to: z.iso.datetime({ offset: true, message: 'to must be a date and time' }).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200, 'At most 200 per page').default(50),
});
export type LogListQuery = z.input<typeof logListQuerySchema>;

export const logPageSchema = z.object({ records: z.array(logRecordSchema), total: z.number().int() });
export type LogPage = z.infer<typeof logPageSchema>;

/** Repeated problems: the same problem on the same page, counted. */
export const logGroupSchema = z.object({
  problem: z.string(),
  page: z.string(),
  /** The worst (lowest) criticality among the group's records. */
  criticality: z.number().int(),
  count: z.number().int(),
  users: z.number().int(),
  firstSeen: z.string(),
  lastSeen: z.string(),
});
export type LogGroup = z.infer<typeof logGroupSchema>;
export const logGroupsSchema = z.array(logGroupSchema);
