import { z } from 'zod';

/** Sections of the admin panel (/adminPanel and /hotspotter, `?section=`). */
export const ADMIN_SECTIONS = ['users', 'teams', 'settings', 'plan', 'outbox'] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export const outboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const outboxMessageSchema = z.object({
  _id: z.string(),
  teamId: z.string().nullable(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
});

export const outboxPageSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  items: z.array(outboxMessageSchema),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;
