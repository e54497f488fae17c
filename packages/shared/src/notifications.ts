import { z } from 'zod';
import { safeLinkSchema } from './links.ts';

/** A message the product sent (or kept, without a mail server or SMS gateway). */
export const outboxMessageSchema = z.object({
  _id: z.string(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** SPEC §3 Notification, as the bell's panel lists it. */
export const notificationSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type InboxNotification = z.infer<typeof notificationSchema>;

export const NOTIFICATION_LIMITS = {
  pageDefault: 20,
  pageMax: 100,
  markReadMaxIds: 500,
  titleMax: 200,
  descriptionMax: 2000,
  /** A comment line on the event stream this often keeps proxies from closing it. */
  heartbeatMs: 25_000,
} as const;

export const NOTIFICATION_MESSAGES = {
  markReadNothing: 'Send ids or all: true',
} as const;

/** Newest first; `before` is the last id of the previous page (the `next` of its answer). */
export const notificationListQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(NOTIFICATION_LIMITS.pageMax)
    .default(NOTIFICATION_LIMITS.pageDefault),
  before: z.uuid('Invalid id').optional(),
});

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  /** All unread notifications of the user, not only this page's. */
  unread: z.number().int(),
  /** Pass as `before` for the next page; null on the last page. */
  next: z.string().nullable(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const markReadBodySchema = z
  .object({
    ids: z.array(z.uuid('Invalid id')).min(1).max(NOTIFICATION_LIMITS.markReadMaxIds).optional(),
    all: z.literal(true).optional(),
  })
  .refine((b) => b.ids !== undefined || b.all === true, { message: NOTIFICATION_MESSAGES.markReadNothing });

export const markReadResponseSchema = z.object({ updated: z.number().int(), unread: z.number().int() });

export const createNotificationBodySchema = z.object({
  message: z.object({
    title: z.string().trim().min(1, 'Title is required').max(NOTIFICATION_LIMITS.titleMax),
    description: z.string().trim().max(NOTIFICATION_LIMITS.descriptionMax).default(''),
    link: safeLinkSchema.nullable().default(null),
  }),
});

/** The `data` of each `unread` event on users/{id}/notifications/stream. */
export const unreadEventSchema = z.object({ count: z.number().int() });
