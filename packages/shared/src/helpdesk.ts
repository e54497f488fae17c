import { z } from 'zod';
import { challengePayloadSchema } from './auth.ts';
import { pagePositionFields } from './validation.ts';

/** What a ticket is about; the form offers these (labels are translated on the web). */
export const TICKET_CATEGORIES = ['account', 'content', 'progress', 'rewards', 'technical', 'other'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

/** SPEC §4: open -> in progress -> resolved -> closed. */
export const TICKET_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/**
 * Where a ticket may go from each status: forward along the SPEC §4 line (steps may be skipped),
 * and back to open or in progress while it is not closed (the learner came back). Closed is final.
 */
export const TICKET_TRANSITIONS: Record<TicketStatus, readonly TicketStatus[]> = {
  open: ['in_progress', 'resolved', 'closed'],
  in_progress: ['open', 'resolved', 'closed'],
  resolved: ['open', 'in_progress', 'closed'],
  closed: [],
};

export const canMoveTicket = (from: TicketStatus, to: TicketStatus) =>
  from === to || TICKET_TRANSITIONS[from].includes(to);

export const HELPDESK_MESSAGES = {
  /** SPEC §8 "Ticket: Ticket could not be submitted." */
  submitFailed: 'Ticket could not be submitted.',
  categoryRequired: 'Category is required',
  problemRequired: 'Problem is required',
  detailsRequired: 'Details are required',
  priorityRequired: 'Priority is required',
  captchaRequired: 'Please complete the check that you are not a robot.',
  captchaFailed: 'The check could not be verified, has expired or was already used. Please solve it again.',
  helpdeskOff: 'The helpdesk is not available for this team.',
  ticketClosed: 'This ticket is closed and cannot change.',
  transitionRefused: 'A ticket cannot move from this status to that one.',
  assigneeInvalid: 'The assignee must be an admin of your team.',
  nothingToUpdate: 'Send a status, priority, assignee or reply.',
} as const;

export const TICKET_LIMITS = { problem: 200, details: 5000, reply: 5000 } as const;

const required = (message: string) => ({ error: () => message });

/** SPEC §5 "Helpdesk: all fields required plus a captcha": the form's fields. */
export const ticketFormSchema = z.object({
  category: z.enum(TICKET_CATEGORIES, required(HELPDESK_MESSAGES.categoryRequired)),
  problem: z
    .string(required(HELPDESK_MESSAGES.problemRequired))
    .trim()
    .min(1, HELPDESK_MESSAGES.problemRequired)
    .max(TICKET_LIMITS.problem, `Problem must be at most ${TICKET_LIMITS.problem} characters`),
  details: z
    .string(required(HELPDESK_MESSAGES.detailsRequired))
    .trim()
    .min(1, HELPDESK_MESSAGES.detailsRequired)
    .max(TICKET_LIMITS.details, `Details must be at most ${TICKET_LIMITS.details} characters`),
  priority: z.enum(TICKET_PRIORITIES, required(HELPDESK_MESSAGES.priorityRequired)),
});
export type TicketFormValues = z.input<typeof ticketFormSchema>;

/** tickets/create: the form plus the solved proof-of-work payload of the ALTCHA widget. */
export const ticketCreateBodySchema = ticketFormSchema.extend({
  altcha: challengePayloadSchema.optional(),
});
export type TicketCreateBody = z.input<typeof ticketCreateBodySchema>;

const personSchema = z.object({ _id: z.string(), username: z.string(), name: z.string() });

export const ticketReplySchema = z.object({
  _id: z.string(),
  author: personSchema,
  /** Written by the team's staff (not the ticket's learner). */
  staff: z.boolean(),
  message: z.string(),
  createdAt: z.string(),
});
export type TicketReply = z.infer<typeof ticketReplySchema>;

/** SPEC §3 Helpdesk ticket: category, problem, details, priority, status, date; with its thread. */
export const ticketSchema = z.object({
  _id: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  problem: z.string(),
  details: z.string(),
  priority: z.enum(TICKET_PRIORITIES),
  status: z.enum(TICKET_STATUSES),
  date: z.string(),
  updatedAt: z.string(),
  user: personSchema,
  assignee: personSchema.nullable(),
  replies: z.array(ticketReplySchema),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketUpdateBodySchema = z
  .object({
    status: z.enum(TICKET_STATUSES).optional(),
    priority: z.enum(TICKET_PRIORITIES).optional(),
    /** A staff user of the team, or null to unassign. */
    assignee: z.uuid('Invalid assignee').nullable().optional(),
    reply: z
      .string()
      .trim()
      .min(1, 'Reply is empty')
      .max(TICKET_LIMITS.reply, `Reply must be at most ${TICKET_LIMITS.reply} characters`)
      .optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), HELPDESK_MESSAGES.nothingToUpdate);
export type TicketUpdateBody = z.input<typeof ticketUpdateBodySchema>;

/** The ticket's learner adds to the thread (a staff member replies through tickets/{id}/update). */
export const ticketReplyBodySchema = z.object({
  message: z
    .string(required('Reply is empty'))
    .trim()
    .min(1, 'Reply is empty')
    .max(TICKET_LIMITS.reply, `Reply must be at most ${TICKET_LIMITS.reply} characters`),
});

export const TICKET_PAGE_SIZE = 20;

export const ticketListQuerySchema = z.object({
  status: z.enum(TICKET_STATUSES).optional(),
  priority: z.enum(TICKET_PRIORITIES).optional(),
  category: z.enum(TICKET_CATEGORIES).optional(),
  page: z.coerce.number().int().min(1, 'Page starts at 1').default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'At most 100 per page').default(TICKET_PAGE_SIZE),
});
export type TicketListQuery = z.input<typeof ticketListQuerySchema>;

export const ticketPageSchema = z.object({
  tickets: z.array(ticketSchema),
  ...pagePositionFields,
});
export type TicketPage = z.infer<typeof ticketPageSchema>;

/** Who a ticket can be assigned to: the team's staff. */
export const ticketAssigneesSchema = z.array(personSchema);
